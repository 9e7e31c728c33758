import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { ChangeFeed } from '../common/change-feed.js';

/**
 * Public reads whose answers are the same for every anonymous visitor, by change-feed topic.
 * Staff send a token, so they never get these answers: drafts (blogPosts with publishedOnly
 * false, a draft's blogPost) are answered with an error to anonymous callers, and errors are
 * never kept.
 */
const CACHEABLE_ROOT_FIELDS: Record<string, string> = {
  trucks: 'trucks',
  truck: 'trucks',
  truckFacets: 'trucks',
  parts: 'parts',
  part: 'parts',
  blogPosts: 'blog',
  blogPost: 'blog',
  blogTags: 'blog',
  siteContent: 'content',
  siteSection: 'content',
  __typename: 'trucks',
};

const MAX_ENTRIES = 500;

/** The cache key of an anonymous query touching only cacheable fields; undefined otherwise. */
function cacheKey(ctx: GraphQLRequestContext<object>): string | undefined {
  const operation = ctx.operation;
  if (!operation || operation.operation !== 'query') return undefined;
  if (ctx.request.http?.headers.get('authorization')) return undefined;
  const cacheable = operation.selectionSet.selections.every(
    (selection) => selection.kind === 'Field' && selection.name.value in CACHEABLE_ROOT_FIELDS,
  );
  if (!cacheable) return undefined;
  return createHash('sha256')
    .update(ctx.queryHash ?? ctx.request.query ?? '')
    .update('\0')
    .update(ctx.operationName ?? '')
    .update('\0')
    .update(JSON.stringify(ctx.request.variables ?? {}))
    .digest('base64url');
}

/**
 * Whole answers to anonymous catalogue queries, kept until staff change the catalogue (on any
 * instance, through the change feed). Visitors all ask the same few questions, and executing
 * 50 trucks x 25 fields for each of them is most of a request's cost.
 */
export function responseCachePlugin(changes: Pick<ChangeFeed, 'subscribe'>): ApolloServerPlugin<object> {
  const entries = new Map<string, FormattedExecutionResult>();
  let generation = 0;
  for (const topic of new Set(Object.values(CACHEABLE_ROOT_FIELDS))) {
    changes.subscribe(topic, () => {
      generation += 1;
      entries.clear();
    });
  }
  return {
    async requestDidStart() {
      let key: string | undefined;
      let startedAt = generation;
      return {
        async responseForOperation(ctx) {
          key = cacheKey(ctx);
          startedAt = generation;
          const hit = key ? entries.get(key) : undefined;
          return hit ? { http: ctx.response.http, body: { kind: 'single', singleResult: hit } } : null;
        },
        async willSendResponse(ctx) {
          const body = ctx.response.body;
          if (!key || entries.has(key) || startedAt !== generation) return;
          if (body.kind !== 'single' || body.singleResult.errors?.length) return;
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
          entries.set(key, body.singleResult);
        },
      };
    },
  };
}
