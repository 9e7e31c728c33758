import 'reflect-metadata';
import { GraphQLError, buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, NotFoundError } from '../common/errors.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { formatError } from './apollo.js';
import { queryLimits } from './limits.js';
import { buildAppSchema } from './schema.js';

const schema = buildSchema(`
  type Query { node: Node, nodes(limit: Int): [Node], page(limit: Int): Page }
  type Node { id: Int, child: Node, children: [Node] }
  type Page { items: [Node], total: Int }
`);

/** The codes our rule reports for a document, with a depth limit of 5 and a cost limit of 100. */
function codes(document: string, rules = [queryLimits(5, 100)]): string[] {
  return validate(schema, parse(document), rules).map((e) => (e.originalError as AppError | undefined)?.code ?? 'OTHER');
}

describe('queryLimits', () => {
  it('allows depth 5 and refuses depth 6 with QUERY_TOO_DEEP', () => {
    // Depth counts the fields on the longest path, the leaf included.
    expect(codes('{ node { child { child { child { id } } } } }')).toEqual([]);
    expect(codes('{ node { child { child { child { child { id } } } } } }')).toEqual(['QUERY_TOO_DEEP']);
  });

  it('multiplies fields inside a list by its limit argument', () => {
    // 1 (nodes) + 20 * 3 (id, child, child.id) = 61
    expect(codes('{ nodes(limit: 20) { id child { id } } }')).toEqual([]);
    // 1 + 50 * 3 = 151
    expect(codes('{ nodes(limit: 50) { id child { id } } }')).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('counts a limit given as a variable as the largest page, and a missing one as the default page', () => {
    expect(codes('query($n: Int) { nodes(limit: $n) { id } }')).toEqual(['QUERY_TOO_COMPLEX']);
    expect(codes('{ nodes { id } }')).toEqual([]);
    expect(codes('{ nodes { id child { id } } }')).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it("applies a page field's limit to the list inside it, once", () => {
    // 1 (page) + 1 (total) + 1 (items) + 30 * 3
    expect(codes('{ page(limit: 30) { total items { id child { id } } } }')).toEqual([]);
    expect(codes('{ page(limit: 40) { total items { id child { id } } } }')).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('assumes 10 entries for a list without a limit', () => {
    expect(codes('{ node { children { id child { id } } } }')).toEqual([]);
    expect(codes('{ node { children { children { id } } } }')).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('follows fragments and inline fragments, and does not loop on a fragment cycle', () => {
    expect(codes('{ nodes(limit: 50) { ...F } } fragment F on Node { id child { id } }')).toEqual(['QUERY_TOO_COMPLEX']);
    expect(codes('{ node { ... on Node { child { child { child { child { id } } } } } } }')).toEqual(['QUERY_TOO_DEEP']);
    const cycle = validate(schema, parse('{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }'), [queryLimits(5, 100)]);
    expect(cycle).toEqual([]);
  });

  it('lets the playground introspect the real schema, and refuses introspection nested without end', async () => {
    const app = await buildAppSchema();
    expect(validate(app, parse(getIntrospectionQuery()), [queryLimits()])).toEqual([]);
    const deep = `{ __schema { types { ${'fields { type { '.repeat(10)}name${' } }'.repeat(10)} } } }`;
    expect(validate(app, parse(deep), [queryLimits()]).map((e) => (e.originalError as AppError).code)).toEqual(['QUERY_TOO_DEEP']);
  });
});

describe('formatError', () => {
  const sqlError = new Error('insert into "users" ("email") values (\'a@b.co\') - duplicate key value violates unique constraint "users_email_lower_key"');
  const unexpected = (error: Error) => [
    { message: error.message, path: ['createUser'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at somewhere'] } },
    new GraphQLError(error.message, { path: ['createUser'], originalError: error }),
  ] as const;

  it('masks unexpected errors in production', () => {
    expect(formatError(true)(...unexpected(new Error('cannot read x of undefined')))).toEqual({
      message: 'Internal server error',
      path: ['createUser'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('masks an unexpected error quoting SQL in development too, but shows others', () => {
    expect(formatError(false)(...unexpected(sqlError))).toEqual({ message: 'Internal server error', path: ['createUser'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    const plain = formatError(false)(...unexpected(new Error('cannot read x of undefined')));
    expect(plain.message).toBe('cannot read x of undefined');
  });

  it('gives our errors their code and message in every mode, without a stack trace', () => {
    for (const production of [true, false]) {
      const error = new GraphQLError('Truck not found', { path: ['truck'], originalError: new NotFoundError('Truck not found') });
      expect(formatError(production)({ message: 'Truck not found', path: ['truck'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } }, error)).toEqual({
        message: 'Truck not found',
        path: ['truck'],
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });
});

describe('GraphQL limits on the running server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(() => server?.close());

  it('answers a costly query with QUERY_TOO_COMPLEX and runs nothing', async () => {
    const page = (alias: string) => `${alias}: trucks(limit: 100) { total items { id title make model year price mileage description images videos createdAt updatedAt } }`;
    const res = await server.request('/graphql', { body: { query: `{ ${['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map(page).join(' ')} }` } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/too complex/), extensions: { code: 'QUERY_TOO_COMPLEX' } })]);
  });

  it('answers an ordinary page of trucks', async () => {
    const res = await server.graphql('{ trucks(limit: 100) { total items { id title make model year price mileage images } } }');
    expect(res.errors).toBeUndefined();
  });

  it('shows no stack trace in production', async () => {
    const res = await server.graphql('{ truck(id: 999999) { id } }');
    expect(res.errors?.[0]).toEqual({ message: 'Truck not found', locations: expect.any(Array), path: ['truck'], extensions: { code: 'NOT_FOUND' } });
    const invalid = await server.graphql('{ truck(id: "x") { id } }');
    expect(JSON.stringify(invalid)).not.toMatch(/stacktrace|node_modules/);
  });
});
