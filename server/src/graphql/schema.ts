import { buildSchema, type AuthChecker } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { requirePermission, requireViewer, type Permission } from '../common/auth.js';
import type { RequestContext } from '../common/context.js';
import { assertAccessDeclared } from './access.js';
import { BlogResolver } from '../modules/blog/blog.resolver.js';
import { CommunicationsResolver } from '../modules/communications/communications.resolver.js';
import { ContentResolver } from '../modules/content/content.resolver.js';
import { FeedResolver } from '../modules/feed/feed.resolver.js';
import { MediaResolver } from '../modules/media/media.resolver.js';
import { PartResolver } from '../modules/parts/part.resolver.js';
import { TruckResolver } from '../modules/trucks/truck.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';

export const resolvers = [TruckResolver, PartResolver, BlogResolver, ContentResolver, MediaResolver, CommunicationsResolver, FeedResolver, UserResolver] as const;

/** `@Allow(...)` becomes `@Authorized`, checked here exactly as REST routes check their access: same errors. */
const authChecker: AuthChecker<RequestContext, Permission> = async ({ context }, permissions) => {
  const viewer = await context.viewer();
  if (permissions.length === 0) requireViewer(viewer);
  for (const permission of permissions) requirePermission(viewer, permission);
  return true;
};

/** The schema; refuses to build while any query or mutation has not declared who may call it. */
export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, authChecker, validate: false });
  assertAccessDeclared(schema);
  return schema;
}
