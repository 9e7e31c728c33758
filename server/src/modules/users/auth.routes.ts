import { Router } from 'express';
import { requireViewer } from '../../common/auth.js';
import { allow, ctxOf } from '../../common/http.js';
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

export function authRoutes(): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const { accessToken } = await ctxOf(res).services.users.login(ctxOf(res).em, req.body);
    res.json({ access_token: accessToken, token_type: 'bearer' });
  });

  router.get('/me', allow(), async (_req, res) => {
    const ctx = ctxOf(res);
    res.json(userToRest(await ctx.services.users.me(ctx.em, requireViewer(await ctx.viewer()))));
  });

  return router;
}
