import { idParam, queryParam } from '../../common/http.js';
import { route, routeGroup } from '../../common/routes.js';
import type { UserRecord } from './user.service.js';

export function userToRest(u: UserRecord) {
  return {
    id: u.id,
    email: u.email,
    full_name: u.fullName,
    role: u.role,
    is_active: u.isActive,
    is_admin: u.isAdmin,
    created_at: u.createdAt,
    last_login: u.lastLogin,
  };
}

/** Sign-in, registration and the current user, and user management, at the specs' /api/auth paths. */
export const authRoutes = routeGroup('/auth', [
  route(
    'post',
    '/login',
    'public',
    async ({ req, res, ctx }) => {
      const { accessToken } = await ctx.services.users.login(ctx.em, req.body);
      res.json({ access_token: accessToken, token_type: 'bearer' });
    },
    { throttle: 'login' },
  ),

  route(
    'post',
    '/register',
    'public',
    async ({ req, res, ctx }) => {
      const user = await ctx.services.users.register(ctx.em, req.body);
      res.status(201).json({ message: 'User registered successfully', user: userToRest(user) });
    },
    { throttle: 'register' },
  ),

  route('get', '/me', 'signed-in', async ({ res, ctx, viewer }) => {
    res.json(userToRest(await ctx.services.users.me(ctx.em, viewer)));
  }),

  route('post', '/change-password', 'signed-in', async ({ req, res, ctx, viewer }) => {
    await ctx.services.users.changePassword(ctx.em, viewer, req.body);
    res.json({ message: 'Password changed successfully' });
  }),

  route('get', '/users', 'users:manage', async ({ req, res, ctx }) => {
    const page = await ctx.services.users.list(ctx.em, {
      search: queryParam.string(req.query, 'search'),
      role: queryParam.string(req.query, 'role'),
      skip: queryParam.integer(req.query, 'skip'),
      limit: queryParam.integer(req.query, 'limit'),
    });
    res.setHeader('X-Total-Count', String(page.total));
    res.json(page.items.map(userToRest));
  }),

  route('post', '/users', 'users:manage', async ({ req, res, ctx }) => {
    const { user, emailSent } = await ctx.services.users.create(ctx.em, req.body);
    res.status(201).json({ ...userToRest(user), email_sent: emailSent });
  }),

  route('patch', '/users/:id', 'users:manage', async ({ req, res, ctx }) => {
    res.json(userToRest(await ctx.services.users.update(ctx.em, idParam(req), req.body, 'patch')));
  }),

  route('put', '/users/:id', 'users:manage', async ({ req, res, ctx }) => {
    res.json(userToRest(await ctx.services.users.update(ctx.em, idParam(req), req.body, 'replace')));
  }),

  route('delete', '/users/:id', 'users:manage', async ({ req, res, ctx, viewer }) => {
    await ctx.services.users.delete(ctx.em, viewer, idParam(req));
    res.status(204).end();
  }),
]);
