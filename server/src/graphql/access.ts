import { Authorized, Extensions, createMethodMiddlewareDecorator, createParameterDecorator } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { requireViewer, type Viewer } from '../common/auth.js';
import type { RequestContext } from '../common/context.js';
import type { Access } from '../common/routes.js';
import type { ThrottleName } from '../common/throttle.js';

/**
 * Declares who may call a query or mutation, with the same words as REST routes. Anything but
 * 'public' becomes type-graphql's @Authorized, checked by the schema's authChecker; the
 * declaration is also kept in the field's extensions, where `assertAccessDeclared` looks for it.
 */
export function Allow(access: Access): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ access })(target, key, descriptor);
    if (access === 'signed-in') Authorized()(target, key, descriptor);
    else if (access !== 'public') Authorized(access)(target, key, descriptor);
  };
}

/** The signed-in caller, for operations that are not public (access was checked before). */
export function CurrentViewer() {
  return createParameterDecorator<RequestContext>(async ({ context }): Promise<Viewer> => requireViewer(await context.viewer()));
}

/**
 * Counts the call against a throttling rule shared with REST. `email` picks the email tried
 * from the arguments, for rules that count by address and email.
 */
export function Throttled(name: ThrottleName, email?: (args: Record<string, any>) => unknown): MethodDecorator {
  return createMethodMiddlewareDecorator<RequestContext>(async ({ context, args }, next) => {
    await context.services.throttles[name].hit(context.ip, email?.(args));
    return next();
  });
}

/** Start-up check: a query or mutation without @Allow would be callable by anyone, so it stops the build. */
export function assertAccessDeclared(schema: GraphQLSchema): void {
  const missing = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type ? Object.values(type.getFields()).filter((f) => !f.extensions?.access).map((f) => `${type.name}.${f.name}`) : [],
  );
  if (missing.length > 0) throw new Error(`GraphQL operations without @Allow(...): ${missing.join(', ')}`);
}
