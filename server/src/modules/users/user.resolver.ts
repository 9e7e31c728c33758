import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Viewer } from '../../common/auth.js';
import type { RequestContext } from '../../common/context.js';
import { Allow, CurrentViewer, Throttled } from '../../graphql/access.js';
import {
  AuthPayloadType,
  CreateUserInputType,
  CreateUserPayloadType,
  RegisterInputType,
  UpdateUserInputType,
  UserPageType,
  UserType,
  toRestBody,
} from './user.types.js';

@Resolver(() => UserType)
export class UserResolver {
  @Allow('public')
  @Throttled('login', (args) => args.email)
  @Mutation(() => AuthPayloadType, { description: 'Signs in; use accessToken as "Authorization: Bearer <token>"' })
  login(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
  ) {
    return ctx.services.users.login(ctx.em, { email, password });
  }

  @Allow('public')
  @Throttled('register')
  @Mutation(() => UserType, { description: 'Creates a customer account; sign in afterwards with login' })
  register(@Ctx() ctx: RequestContext, @Arg('input', () => RegisterInputType) input: RegisterInputType) {
    return ctx.services.users.register(ctx.em, toRestBody(input));
  }

  @Allow('signed-in')
  @Query(() => UserType, { description: 'The signed-in user' })
  me(@Ctx() ctx: RequestContext, @CurrentViewer() viewer: Viewer) {
    return ctx.services.users.me(ctx.em, viewer);
  }

  @Allow('signed-in')
  @Mutation(() => Boolean, { description: "Changes the signed-in user's own password" })
  async changePassword(
    @Ctx() ctx: RequestContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
  ) {
    await ctx.services.users.changePassword(ctx.em, viewer, { current_password: currentPassword, new_password: newPassword });
    return true;
  }

  @Allow('users:manage')
  @Query(() => UserPageType, { description: 'Every account, newest first' })
  users(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true, description: 'Email or name contains, any case' }) search?: string | null,
    @Arg('role', () => String, { nullable: true }) role?: string | null,
    @Arg('skip', () => Int, { nullable: true }) skip?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'At most 100; 50 when not given' }) limit?: number | null,
  ) {
    return ctx.services.users.list(ctx.em, { search, role, skip, limit });
  }

  @Allow('users:manage')
  @Mutation(() => CreateUserPayloadType)
  createUser(@Ctx() ctx: RequestContext, @Arg('input', () => CreateUserInputType) input: CreateUserInputType) {
    return ctx.services.users.create(ctx.em, toRestBody(input));
  }

  @Allow('users:manage')
  @Mutation(() => UserType)
  updateUser(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateUserInputType) input: UpdateUserInputType,
  ) {
    return ctx.services.users.update(ctx.em, id, toRestBody(input), 'patch');
  }

  @Allow('users:manage')
  @Mutation(() => Boolean, { description: 'Nobody can delete themselves, nor the last active administrator' })
  async deleteUser(@Ctx() ctx: RequestContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number) {
    await ctx.services.users.delete(ctx.em, viewer, id);
    return true;
  }
}
