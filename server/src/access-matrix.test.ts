import 'reflect-metadata';
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from './common/routes.js';
import { buildAppSchema } from './graphql/schema.js';
import { signedIn } from './test/factories.js';
import { startTestServer, type TestServer } from './test/harness.js';

/*
 * Who may call what, reviewed here in one place. The first two tests fail when a REST route or a
 * GraphQL operation is added, removed or changes its access without this table changing too; the
 * rest call every one of them as every kind of user.
 */
const REST: Record<string, Access> = {
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'GET /api/auth/me': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
  'GET /api/auth/users': 'users:manage',
  'POST /api/auth/users': 'users:manage',
  'PATCH /api/auth/users/:id': 'users:manage',
  'PUT /api/auth/users/:id': 'users:manage',
  'DELETE /api/auth/users/:id': 'users:manage',
  'GET /api/trucks': 'public',
  'GET /api/trucks/facets': 'public',
  'GET /api/trucks/:id': 'public',
  'POST /api/trucks': 'catalogue:write',
  'PUT /api/trucks/:id': 'catalogue:write',
  'DELETE /api/trucks/:id': 'catalogue:write',
  'POST /api/auth/contact': 'public',
  'POST /api/auth/newsletter-signup': 'public',
  'POST /api/auth/email-capture': 'public',
  'GET /api/auth/newsletter-subscribers': 'communications:manage',
  'GET /api/auth/contact-submissions': 'communications:manage',
  'PATCH /api/auth/contact-submissions/:id': 'communications:manage',
  'POST /api/auth/send-newsletter': 'communications:manage',
  'GET /api/auth/export-emails': 'communications:manage',
  'GET /api/newsletter/unsubscribe': 'public',
  'GET /api/parts': 'public',
  'GET /api/parts/:id': 'public',
  'POST /api/parts': 'catalogue:write',
  'PUT /api/parts/:id': 'catalogue:write',
  'DELETE /api/parts/:id': 'catalogue:write',
  'GET /api/blog': 'public',
  'GET /api/blog/tags/list': 'public',
  'GET /api/blog/:id': 'public',
  'POST /api/blog/:id/view': 'public',
  'POST /api/blog': 'catalogue:write',
  'PUT /api/blog/:id': 'catalogue:write',
  'DELETE /api/blog/:id': 'catalogue:write',
  'GET /api/content': 'public',
  'GET /api/content/:section': 'public',
  'PUT /api/content/:section': 'catalogue:write',
  'POST /api/media': 'catalogue:write',
  'GET /api/xml-feed/status': 'backoffice:read',
  'GET /api/xml-feed/preview': 'backoffice:read',
  'GET /api/xml-feed/generate': 'backoffice:read',
  'POST /api/xml-feed/upload': 'communications:manage',
  'POST /api/xml-feed/config': 'communications:manage',
};

const GRAPHQL: Record<string, Access> = {
  'Query.trucks': 'public',
  'Query.truck': 'public',
  'Query.truckFacets': 'public',
  'Query.me': 'signed-in',
  'Query.users': 'users:manage',
  'Mutation.login': 'public',
  'Mutation.register': 'public',
  'Mutation.changePassword': 'signed-in',
  'Mutation.createTruck': 'catalogue:write',
  'Mutation.updateTruck': 'catalogue:write',
  'Mutation.deleteTruck': 'catalogue:write',
  'Mutation.createUser': 'users:manage',
  'Mutation.updateUser': 'users:manage',
  'Mutation.deleteUser': 'users:manage',
  'Query.parts': 'public',
  'Query.part': 'public',
  'Query.blogPosts': 'public',
  'Query.blogPost': 'public',
  'Query.blogTags': 'public',
  'Query.siteContent': 'public',
  'Query.siteSection': 'public',
  'Mutation.recordBlogView': 'public',
  'Mutation.sendEnquiry': 'public',
  'Mutation.subscribeNewsletter': 'public',
  'Mutation.unsubscribeNewsletter': 'public',
  'Query.newsletterSubscribers': 'communications:manage',
  'Query.contactSubmissions': 'communications:manage',
  'Mutation.updateEnquiryStatus': 'communications:manage',
  'Mutation.sendNewsletter': 'communications:manage',
  'Mutation.createPart': 'catalogue:write',
  'Mutation.updatePart': 'catalogue:write',
  'Mutation.deletePart': 'catalogue:write',
  'Mutation.createBlogPost': 'catalogue:write',
  'Mutation.updateBlogPost': 'catalogue:write',
  'Mutation.deleteBlogPost': 'catalogue:write',
  'Mutation.updateSiteSection': 'catalogue:write',
  'Mutation.uploadImage': 'catalogue:write',
  'Query.feedStatus': 'backoffice:read',
  'Query.feedPreview': 'backoffice:read',
  'Mutation.saveFeedConfig': 'communications:manage',
  'Mutation.uploadFeed': 'communications:manage',
};

type Caller = 'anonymous' | 'customer' | 'viewer' | 'editor' | 'manager' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'customer', 'viewer', 'editor', 'manager', 'admin'];

/** DESIGN.md's roles table, written out again rather than read from the code under test. */
const MAY: Record<Caller, Access[]> = {
  anonymous: ['public'],
  customer: ['public', 'signed-in'],
  viewer: ['public', 'signed-in', 'backoffice:read'],
  editor: ['public', 'signed-in', 'backoffice:read', 'catalogue:write'],
  manager: ['public', 'signed-in', 'backoffice:read', 'catalogue:write', 'communications:manage'],
  admin: ['public', 'signed-in', 'backoffice:read', 'catalogue:write', 'communications:manage', 'users:manage'],
};

/** An id nothing has, so an allowed call changes nothing and answers 404 or 422. */
const NO_SUCH_ID = 999_999;

let server: TestServer;
let schema: GraphQLSchema;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  server = await startTestServer();
  schema = await buildAppSchema();
  tokens.admin = await server.login();
  for (const role of ['customer', 'viewer', 'editor', 'manager'] as const) tokens[role] = (await signedIn(server, role)).token;
});
afterAll(() => server?.close());

function operations(): [string, GraphQLObjectType, GraphQLField<unknown, unknown>][] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type ? Object.values(type.getFields()).map((field) => [`${type.name}.${field.name}`, type, field] as [string, GraphQLObjectType, GraphQLField<unknown, unknown>]) : [],
  );
}

describe('the access matrix', () => {
  it('names every REST route the app answers, with the access the route declares', () => {
    const registered = Object.fromEntries(server.routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r.access]));
    expect(registered).toEqual(REST);
  });

  it('names every GraphQL query and mutation of the built schema, with the access it declares', () => {
    const declared = Object.fromEntries(operations().map(([name, , field]) => [name, field.extensions?.access]));
    expect(declared).toEqual(GRAPHQL);
  });
});

/** The smallest valid value of an input type: empty text, false, an unknown id, required fields only. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type)]));
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  switch (type.name) {
    case 'Int':
      return NO_SUCH_ID;
    case 'Float':
      return 0;
    case 'Boolean':
      return false;
    case 'DateTimeISO':
      return new Date().toISOString();
    case 'JSONObject':
      return {};
    default:
      return '';
  }
}

/** A valid document calling one operation with its required arguments. */
function documentFor(name: string): { query: string; variables: Record<string, unknown> } {
  const [, type, field] = operations().find(([n]) => n === name)!;
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const declarations = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${type === schema.getMutationType() ? 'mutation' : 'query'}${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return { query, variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])) };
}

const allowed = (caller: Caller, access: Access) => MAY[caller].includes(access);

describe.each(CALLERS)('as %s', (caller) => {
  it.each(Object.entries(REST))('%s (%s)', async (route, access) => {
    const [method, path] = route.split(' ');
    const res = await server.request(path.replace(/:\w+/g, String(NO_SUCH_ID)), {
      method,
      body: ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined,
      token: tokens[caller],
    });
    const detail = `${route} as ${caller}: ${res.status} ${(await res.text()).slice(0, 300)}`;
    if (allowed(caller, access)) {
      expect([401, 403], detail).not.toContain(res.status);
      expect(res.status, detail).toBeLessThan(500);
    } else {
      expect(res.status, detail).toBe(caller === 'anonymous' ? 401 : 403);
    }
  });

  it.each(Object.entries(GRAPHQL))('%s (%s)', async (name, access) => {
    const { query, variables } = documentFor(name);
    const res = await server.graphql(query, variables, tokens[caller]);
    const code = res.errors?.[0]?.extensions?.code;
    const detail = `${name} as ${caller}: ${JSON.stringify(res).slice(0, 300)}`;
    if (allowed(caller, access)) {
      expect(['UNAUTHENTICATED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR', 'GRAPHQL_VALIDATION_FAILED'], detail).not.toContain(code);
    } else {
      expect(code, detail).toBe(caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      expect(res.data ?? null, detail).toBeNull();
    }
  });
});
