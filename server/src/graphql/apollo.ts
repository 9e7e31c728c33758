import { ApolloServer, type BaseContext } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { toAppError } from '../common/errors.js';
import type { RequestContext } from '../common/context.js';

/** Our errors carry their code; anything unexpected is masked in production. */
export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const appError = toAppError(unwrapResolverError(error));
    if (appError) {
      return {
        message: appError.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: appError.code, ...(appError.field ? { field: appError.field } : {}) },
      };
    }
    const code = formatted.extensions?.code;
    if (production && (code === 'INTERNAL_SERVER_ERROR' || code === undefined)) {
      return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    return formatted;
  };
}

export async function createApollo(schema: GraphQLSchema, production: boolean) {
  const apollo = new ApolloServer<RequestContext & BaseContext>({
    schema,
    formatError: formatError(production),
    includeStacktraceInErrorResponses: !production,
    // The browser playground is our own offline page, served before Apollo.
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  return apollo;
}
