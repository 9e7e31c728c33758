import {
  Client,
  cacheExchange,
  fetchExchange,
  makeOperation,
  mapExchange,
  ssrExchange,
  type CombinedError,
  type Exchange,
  type SSRData,
} from 'urql';
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

/** How long prerendered answers count as fresh: lists asked for again within it are not refetched. */
const PRERENDERED_FRESH_MS = 60_000;

/**
 * A page is prerendered from the database as it is now (the server draws it again whenever staff
 * change something), so for a minute its answers are as fresh as the server's: a query that would
 * show the cached answer and ask again ('cache-and-network') only shows it.
 */
function prerenderedAnswersExchange(prerendered: SSRData): Exchange {
  const keys = new Set(Object.keys(prerendered));
  const freshUntil = Date.now() + PRERENDERED_FRESH_MS;
  return mapExchange({
    onOperation(operation) {
      const fresh = keys.has(String(operation.key)) && Date.now() < freshUntil;
      if (!fresh || operation.context.requestPolicy !== 'cache-and-network') return operation;
      return makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'cache-first' });
    },
  });
}

/**
 * The browser's client. `prerendered` holds the answers the server's prerender of this page used
 * (see entry-server.tsx): the first render reads them instead of asking again.
 */
export function createUrqlClient(prerendered?: SSRData): Client {
  // The auth exchange comes after the cache and the prerendered answers, so answers that did not
  // come from the server now are not taken for its verdict on the token.
  const exchanges = prerendered
    ? [
        prerenderedAnswersExchange(prerendered),
        cacheExchange,
        ssrExchange({ isClient: true, initialState: prerendered }),
        authExchange(),
        fetchExchange,
      ]
    : [cacheExchange, authExchange(), fetchExchange];
  return new Client({ url: '/graphql', exchanges });
}
