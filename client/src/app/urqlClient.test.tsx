import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Client, Provider as UrqlProvider, createRequest, fetchExchange, gql, useQuery } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, SESSION_EXPIRED_MESSAGE } from './auth/AuthContext';
import { AUTH_TOKEN_KEY } from './auth/tokenStorage';
import { RequireAdmin, type LoginLocationState } from './RequireAdmin';
import { theme } from './theme';
import { authExchange, createUrqlClient } from './urqlClient';

type Answer = { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };

/** A fetch that answers GraphQL operations by name, as the server would, and records the headers sent. */
function fakeServer(answers: Record<string, Answer | (() => Answer)>) {
  const calls: { operationName: string; authorization: string | null; preflight: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams);
    const headers = new Headers(init?.headers);
    calls.push({
      operationName: body.operationName,
      authorization: headers.get('authorization'),
      preflight: headers.get('apollo-require-preflight'),
    });
    const found = answers[body.operationName];
    const answer = typeof found === 'function' ? found() : (found ?? { data: null });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const unauthenticated: Answer = { errors: [{ message: 'Token has expired', extensions: { code: 'UNAUTHENTICATED' } }] };
const forbidden: Answer = { errors: [{ message: 'You do not have permission to do this', extensions: { code: 'FORBIDDEN' } }] };
const me = { data: { me: { __typename: 'User', id: 1, email: 'a@example.com', fullName: 'A', role: 'admin', isAdmin: true } } };

const SECRET = gql`
  query Secret {
    users {
      total
    }
  }
`;
const SIGN_IN = gql`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
    }
  }
`;

function testClient(onExpired: () => void) {
  return new Client({ url: 'http://localhost/graphql', exchanges: [authExchange({ onExpired }), fetchExchange] });
}

describe('authExchange', () => {
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'stored-token'));
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends the stored token and the CSRF header with every operation', async () => {
    const calls = fakeServer({ Secret: { data: { users: { total: 1 } } } });
    await testClient(vi.fn()).query(SECRET, {}).toPromise();
    expect(calls).toEqual([{ operationName: 'Secret', authorization: 'Bearer stored-token', preflight: 'true' }]);
  });

  it('drops a token the server no longer accepts and says so', async () => {
    fakeServer({ Secret: unauthenticated });
    const onExpired = vi.fn();
    const result = await testClient(onExpired).query(SECRET, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe('Token has expired');
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('leaves other refusals alone', async () => {
    fakeServer({ Secret: forbidden });
    const onExpired = vi.fn();
    await testClient(onExpired).query(SECRET, {}).toPromise();
    expect(onExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('stored-token');
  });

  it('ignores UNAUTHENTICATED when no token was sent', async () => {
    localStorage.clear();
    const calls = fakeServer({ Secret: unauthenticated });
    const onExpired = vi.fn();
    await testClient(onExpired).query(SECRET, {}).toPromise();
    expect(calls[0]?.authorization).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('takes a refused sign-in for wrong credentials, not an expired session', async () => {
    fakeServer({ Login: { errors: [{ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED' } }] } });
    const onExpired = vi.fn();
    await testClient(onExpired).mutation(SIGN_IN, { email: 'a@example.com', password: 'x' }, { signIn: true }).toPromise();
    expect(onExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('stored-token');
  });

  it('ignores a late refusal of a token that has since been replaced', async () => {
    fakeServer({
      Secret: () => {
        // Someone signs in again while the old request is on its way.
        localStorage.setItem(AUTH_TOKEN_KEY, 'new-token');
        return unauthenticated;
      },
    });
    const onExpired = vi.fn();
    await testClient(onExpired).query(SECRET, {}).toPromise();
    expect(onExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
  });
});

function SecretPage() {
  const [result] = useQuery({ query: SECRET });
  return <p>{result.data ? 'Secret page' : 'Loading secret'}</p>;
}

function LoginProbe() {
  const state = useLocation().state as LoginLocationState | null;
  return <p>Login page, from {state?.from ?? 'nowhere'}</p>;
}

describe('an expired session on an admin page', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('signs the person out and sends them to sign in, remembering the page', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'soon-expired');
    let expired = false;
    fakeServer({
      Me: me,
      Secret: () => (expired ? unauthenticated : { data: { users: { __typename: 'UserPage', total: 1 } } }),
    });
    function ExpireButton() {
      return (
        <button
          onClick={() => {
            expired = true;
          }}
        >
          expire
        </button>
      );
    }
    const client = createUrqlClient();
    render(
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <UrqlProvider value={client}>
          <AuthProvider>
            <MemoryRouter initialEntries={['/users?search=jo']}>
              <ExpireButton />
              <Routes>
                <Route path="/login" element={<LoginProbe />} />
                <Route element={<RequireAdmin />}>
                  <Route path="/users" element={<SecretPage />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </UrqlProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('Secret page')).toBeInTheDocument();

    // The token expires; the next request to the server says so.
    await userEvent.click(screen.getByRole('button', { name: 'expire' }));
    client.query(SECRET, {}, { requestPolicy: 'network-only' }).toPromise();

    expect(await screen.findByText('Login page, from /users?search=jo')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
  });
});

describe('the answers a page was prerendered from', () => {
  const Hello = gql`
    query Hello {
      hello
    }
  `;

  it('serves them to the first query without asking the server, and asks it later', async () => {
    const calls = fakeServer({ Hello: { data: { hello: 'from the server' } } });
    const { key } = createRequest(Hello, {});
    const client = createUrqlClient({ [key]: { data: JSON.stringify({ hello: 'prerendered' }) } });

    expect((await client.query(Hello, {}).toPromise()).data).toEqual({ hello: 'prerendered' });
    // Lists ask with cache-and-network: a prerendered answer is fresh, so they do not ask again.
    const again = await client.query(Hello, {}, { requestPolicy: 'cache-and-network' }).toPromise();
    expect(again.data).toEqual({ hello: 'prerendered' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect((await client.query(Hello, {}, { requestPolicy: 'network-only' }).toPromise()).data).toEqual({
      hello: 'from the server',
    });
    expect(calls.map((c) => c.operationName)).toEqual(['Hello']);
  });
});
