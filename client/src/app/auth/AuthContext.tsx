import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { useLoginMutation, useMeQuery, type MeQuery } from '../../gql/graphql';
import type { AuthOperationContext } from '../urqlClient';
import { onSessionExpired } from './session';
import { readStoredToken, storeToken } from './tokenStorage';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
const SIGN_IN_CONTEXT: AuthOperationContext = { signIn: true };

export type CurrentUser = MeQuery['me'];

export interface AuthState {
  user: CurrentUser | null;
  token: string | null;
  loading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Resolves when signed in; rejects with the text to show the person. */
  login: (email: string, password: string) => Promise<void>;
  logout: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(readStoredToken);
  // A new context per token makes urql refetch `me` on every sign-in, even when one token replaces another.
  const meContext = useMemo(() => ({ token }), [token]);
  const [me] = useMeQuery({ pause: !token, requestPolicy: 'network-only', context: meContext });
  const [, loginMutation] = useLoginMutation();

  const logout = useCallback(() => {
    storeToken(null);
    setToken(null);
  }, []);

  useEffect(() => {
    if (token && !me.fetching && me.error) {
      // A stale or revoked token: sign out without bothering the visitor.
      console.warn('Could not load the signed-in user; signing out.', me.error.message);
      logout();
    }
  }, [token, me.fetching, me.error, logout]);

  const login = useCallback(
    async (email: string, password: string) => {
      const result = await loginMutation({ email, password }, SIGN_IN_CONTEXT);
      if (result.error) {
        const message = result.error.graphQLErrors[0]?.message;
        throw new Error(message || (result.error.networkError ? 'Network error occurred' : 'Login failed'));
      }
      if (!result.data) throw new Error('Login failed');
      storeToken(result.data.login.accessToken);
      setToken(result.data.login.accessToken);
    },
    [loginMutation],
  );

  // urql keeps the last result while paused, so the user only counts while a token is held.
  const user = token && !me.fetching && !me.error ? (me.data?.me ?? null) : null;
  const loading = Boolean(token) && (me.fetching || (!me.data && !me.error));

  // The urql client reports a token the server stopped accepting on any operation. Guarded pages
  // then see no user and send the person to sign in, remembering where they were.
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = user !== null;
  }, [user]);
  useEffect(
    () =>
      onSessionExpired(() => {
        // Only someone who was signed in hears about it; a stale token at start-up goes quietly.
        if (signedIn.current) notifications.show({ color: 'orange', message: SESSION_EXPIRED_MESSAGE });
        logout();
      }),
    [logout],
  );

  const value = useMemo<AuthState>(
    () => ({
      user,
      token,
      loading,
      isAuthenticated: user !== null,
      isAdmin: user?.isAdmin ?? false,
      login,
      logout,
    }),
    [user, token, loading, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
