import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/context.js';
import { requireViewer } from '../../common/auth.js';
import { AuthPayloadType, UserType } from './user.types.js';

@Resolver(() => UserType)
export class UserResolver {
  @Mutation(() => AuthPayloadType, { description: 'Signs in; use accessToken as "Authorization: Bearer <token>"' })
  login(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
  ) {
    return ctx.services.users.login(ctx.em, { email, password });
  }

  @Authorized()
  @Query(() => UserType, { description: 'The signed-in user' })
  async me(@Ctx() ctx: RequestContext) {
    return ctx.services.users.me(ctx.em, requireViewer(await ctx.viewer()));
  }
}
