import { buildSchema, type AuthChecker } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { requirePermission, requireViewer, type Permission } from '../common/auth.js';
import type { RequestContext } from '../common/context.js';
import { TruckResolver } from '../modules/trucks/truck.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';

export const resolvers = [TruckResolver, UserResolver] as const;

/** `@Authorized(permission)` runs the same check as the REST guard and throws the same errors. */
const authChecker: AuthChecker<RequestContext, Permission> = async ({ context }, permissions) => {
  const viewer = await context.viewer();
  if (permissions.length === 0) requireViewer(viewer);
  for (const permission of permissions) requirePermission(viewer, permission);
  return true;
};

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: false });
}
