import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, mockClient } from '../../test/render';
import { AuthProvider, useAuth, type AuthState } from './AuthContext';
import { AUTH_TOKEN_KEY } from './tokenStorage';

function Probe({ onAuth }: { onAuth?: (auth: AuthState) => void }) {
  const auth = useAuth();
  onAuth?.(auth);
  return <p>{auth.loading ? 'loading' : (auth.user?.email ?? 'signed out')}</p>;
}

const me = { data: { me: { id: 1, email: 'admin@example.com', fullName: 'Admin', role: 'admin', isAdmin: true } } };

describe('AuthProvider and useAuth', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('useAuth throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('finishes loading at once with no stored token', () => {
    render(
      <Providers>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </Providers>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('loads the user for a stored token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'good-token');
    let auth: AuthState | undefined;
    render(
      <Providers client={mockClient({ Me: me })}>
        <AuthProvider>
          <Probe onAuth={(a) => (auth = a)} />
        </AuthProvider>
      </Providers>,
    );
    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
    expect(auth).toMatchObject({ isAuthenticated: true, isAdmin: true, token: 'good-token' });
  });

  it('silently clears a token the server no longer accepts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired-token');
    render(
      <Providers client={mockClient({ Me: { errors: [{ message: 'Not authenticated', code: 'UNAUTHENTICATED' }] } })}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </Providers>,
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('login stores the token and loads the user; logout clears both', async () => {
    const client = mockClient({ Login: { data: { login: { accessToken: 'new-token' } } }, Me: me });
    let auth: AuthState | undefined;
    render(
      <Providers client={client}>
        <AuthProvider>
          <Probe onAuth={(a) => (auth = a)} />
        </AuthProvider>
      </Providers>,
    );
    await act(() => auth!.login('admin@example.com', 'secret'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();

    act(() => auth!.logout());
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('login rejects with the server message when refused', async () => {
    const client = mockClient({
      Login: { errors: [{ message: 'Incorrect email or password', code: 'UNAUTHENTICATED' }] },
    });
    let auth: AuthState | undefined;
    render(
      <Providers client={client}>
        <AuthProvider>
          <Probe onAuth={(a) => (auth = a)} />
        </AuthProvider>
      </Providers>,
    );
    await expect(auth!.login('admin@example.com', 'wrong')).rejects.toThrow('Incorrect email or password');
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull());
  });
});
