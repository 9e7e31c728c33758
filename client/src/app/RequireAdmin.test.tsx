import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders } from '../test/render';
import { AuthProvider } from './auth/AuthContext';
import { AUTH_TOKEN_KEY } from './auth/tokenStorage';
import { RequireAdmin, type LoginLocationState } from './RequireAdmin';

function LoginProbe() {
  const state = useLocation().state as LoginLocationState | null;
  return <p>Login page, from {state?.from ?? 'nowhere'}</p>;
}

function renderAdminRoute(client = mockClient()) {
  return renderWithProviders(
    <AuthProvider>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/login" element={<LoginProbe />} />
        <Route element={<RequireAdmin />}>
          <Route path="/admin/parts" element={<p>Parts admin</p>} />
        </Route>
      </Routes>
    </AuthProvider>,
    { route: '/admin/parts?search=brake', client },
  );
}

const user = (isAdmin: boolean) => ({
  data: {
    me: { id: 1, email: 'staff@example.com', fullName: 'Staff', role: isAdmin ? 'editor' : 'customer', isAdmin },
  },
});

describe('RequireAdmin', () => {
  afterEach(() => localStorage.clear());

  it('sends a signed-out visitor to /login, remembering the page they wanted', async () => {
    renderAdminRoute();
    expect(await screen.findByText('Login page, from /admin/parts?search=brake')).toBeInTheDocument();
  });

  it('sends a signed-in customer who is not staff home', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'customer-token');
    renderAdminRoute(mockClient({ Me: user(false) }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows the admin page to staff', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'staff-token');
    renderAdminRoute(mockClient({ Me: user(true) }));
    expect(await screen.findByText('Parts admin')).toBeInTheDocument();
  });

  it('shows a spinner while the signed-in user loads', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'staff-token');
    renderAdminRoute(mockClient());
    expect(screen.getByLabelText('Checking your sign-in')).toBeInTheDocument();
    expect(screen.queryByText('Parts admin')).not.toBeInTheDocument();
  });
});
