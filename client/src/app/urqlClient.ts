import { Client, cacheExchange, fetchExchange, makeOperation, mapExchange, type CombinedError, type Exchange } from 'urql';
import { notifySessionExpired } from './auth/session';
import { readStoredToken, storeToken } from './auth/tokenStorage';

/** Context keys this module adds to an operation. */
export interface AuthOperationContext {
  /** The token the request went out with (null: none). */
  authToken?: string | null;
  /** A sign-in attempt: its refusal means wrong credentials, not an expired session. */
  signIn?: boolean;
}

export function isUnauthenticated(error: CombinedError): boolean {
  return error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Sends the stored token with every operation and notices when the server stops accepting it
 * (expired, revoked, or the account was deactivated): the token is dropped and `onExpired` runs,
 * so the auth context signs the person out and guarded pages send them to sign in again.
 */
export function authExchange({ onExpired = notifySessionExpired }: { onExpired?: () => void } = {}): Exchange {
  return mapExchange({
    onOperation(operation) {
      const token = readStoredToken();
      const given = operation.context.fetchOptions;
      const base = (typeof given === 'function' ? given() : given) ?? {};
      return makeOperation(operation.kind, operation, {
        ...operation.context,
        authToken: token,
        fetchOptions: {
          ...base,
          headers: {
            ...(base.headers as Record<string, string> | undefined),
            // urql sends a query as GET when its URL is short enough; Apollo's CSRF guard accepts such
            // a GET only with a header that a plain cross-site form or image cannot set.
            'apollo-require-preflight': 'true',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
        },
      });
    },
    onError(error, operation) {
      const { authToken, signIn } = operation.context as AuthOperationContext;
      if (!authToken || signIn || !isUnauthenticated(error)) return;
      // A late answer to a request sent with an earlier token says nothing about the current one.
      if (authToken !== readStoredToken()) return;
      storeToken(null);
      onExpired();
    },
  });
}

export function createUrqlClient(): Client {
  return new Client({
    url: '/graphql',
    // After the cache, so answers served from the cache are not taken for the server's verdict.
    exchanges: [cacheExchange, authExchange(), fetchExchange],
  });
}
