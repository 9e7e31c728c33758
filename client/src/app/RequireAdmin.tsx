import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from './auth/AuthContext';

/** Router state the login page reads to return the visitor to the page they asked for. */
export interface LoginLocationState {
  from?: string;
}

export function RequireAdmin() {
  const { loading, isAuthenticated, isAdmin } = useAuth();
  const location = useLocation();

  if (loading) {
    return (
      <Center py={120}>
        <Loader color="accent" aria-label="Checking your sign-in" />
      </Center>
    );
  }
  if (!isAuthenticated) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
