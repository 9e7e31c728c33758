import { ApolloServer, type BaseContext } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { toAppError } from '../common/errors.js';
import type { ChangeFeed } from '../common/change-feed.js';
import type { RequestContext } from '../common/context.js';
import { queryLimits } from './limits.js';
import { responseCachePlugin } from './response-cache.js';

const INTERNAL = { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };

/** Database errors quote the statement and its values; such a message is never shown. */
const SQL_TEXT = /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b|\bviolates\b|\brelation\b|\bsyntax error at\b|\bcolumn\b.*\bdoes not exist\b/i;

/** The thrown error behind a formatted one: a resolver's, or the AppError a validation rule carries. */
function causeOf(error: unknown): unknown {
  const unwrapped = unwrapResolverError(error);
  return unwrapped instanceof GraphQLError && unwrapped.originalError ? unwrapped.originalError : unwrapped;
}

/**
 * Our errors carry their code. Anything unexpected is masked in production; in development its
 * message shows (with a stack trace) unless it quotes SQL.
 */
export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const appError = toAppError(causeOf(error));
    if (appError) {
      return {
        message: appError.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: appError.code, ...(appError.field ? { field: appError.field } : {}) },
      };
    }
    const code = formatted.extensions?.code;
    const unexpected = code === 'INTERNAL_SERVER_ERROR' || code === undefined;
    if (unexpected && (production || SQL_TEXT.test(formatted.message))) return { ...INTERNAL, path: formatted.path };
    return formatted;
  };
}

export async function createApollo(schema: GraphQLSchema, production: boolean, changes: ChangeFeed) {
  const apollo = new ApolloServer<RequestContext & BaseContext>({
    schema,
    formatError: formatError(production),
    includeStacktraceInErrorResponses: !production,
    validationRules: [queryLimits()],
    // Refuses documents whose fragments multiply into huge selections before our rules walk them.
    maxRecursiveSelections: true,
    // The schema is public and the playground at GET /graphql needs it for completion, also in production.
    introspection: true,
    plugins: [
      // The browser playground is our own offline page, served before Apollo.
      ApolloServerPluginLandingPageDisabled(),
      // Nothing uses cache hints; left on, Apollo wraps every field resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      responseCachePlugin(changes),
    ],
  });
  await apollo.start();
  return apollo;
}
