import { ApolloServer, HeaderMap } from '@apollo/server';
import { GraphQLInt, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTruck, signedIn } from '../test/factories.js';
import { responseCachePlugin } from './response-cache.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = (await signedIn(server, 'editor')).token;
});
afterAll(() => server?.close());

/** A real Apollo server over a tiny schema whose resolver counts how often it really runs. */
async function countingApollo() {
  const listeners: (() => void)[] = [];
  let runs = 0;
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        trucks: { type: GraphQLInt, resolve: () => ++runs },
        me: { type: GraphQLInt, resolve: () => ++runs },
      },
    }),
  });
  const apollo = new ApolloServer({ schema, plugins: [responseCachePlugin({ subscribe: (_topic, listener) => listeners.push(listener) })] });
  await apollo.start();
  const ask = async (query: string, authorization?: string) => {
    const http = { method: 'POST', search: '', headers: new HeaderMap(authorization ? [['authorization', authorization]] : []) };
    const res = await apollo.executeOperation({ query, http });
    return res.body.kind === 'single' ? res.body.singleResult.data : undefined;
  };
  return { ask, runs: () => runs, change: () => listeners.forEach((l) => l()), stop: () => apollo.stop() };
}

it('answers repeated anonymous catalogue queries without executing them again, until the catalogue changes', async () => {
  const apollo = await countingApollo();
  expect(await apollo.ask('{ trucks }')).toEqual({ trucks: 1 });
  expect(await apollo.ask('{ trucks }')).toEqual({ trucks: 1 });
  expect(apollo.runs()).toBe(1);
  apollo.change();
  expect(await apollo.ask('{ trucks }')).toEqual({ trucks: 2 });
  await apollo.stop();
});

it('always executes for signed-in callers and for queries touching other fields', async () => {
  const apollo = await countingApollo();
  await apollo.ask('{ trucks }', 'Bearer token');
  await apollo.ask('{ trucks }', 'Bearer token');
  await apollo.ask('{ trucks me }');
  await apollo.ask('{ trucks me }');
  expect(apollo.runs()).toBe(6);
  await apollo.stop();
});

it('forgets cached answers in the real server when the catalogue changes through the API', async () => {
  const before = await server.graphql('{ trucks { total } }');
  await createTruck(server, editor, { price: 1 });
  const after = await server.graphql('{ trucks { total } }');
  expect(after.data.trucks.total).toBe(before.data.trucks.total + 1);
});

it('never caches errors or queries that are not pure catalogue reads', async () => {
  const missing = await server.graphql('{ truck(id: 999999) { id } }');
  expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  const me = await server.graphql('{ me { email } }');
  expect(me.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  const mixed = await server.graphql(`{ trucks { total } me { email } }`, undefined, editor);
  expect(mixed.data?.me?.email).toBeDefined();
});
