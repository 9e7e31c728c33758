import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { requirePermission, requireViewer, type Permission, type Viewer } from './auth.js';
import type { RequestContext } from './context.js';
import type { ThrottleName, Throttles } from './throttle.js';

/**
 * Who may call an operation: anyone, any signed-in user, or users whose role has the permission.
 * Every REST route and every GraphQL operation declares one; there is no default.
 */
export type Access = 'public' | 'signed-in' | Permission;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler receives; `viewer` is the verified caller on every route that is not public. */
export interface RouteCall<A extends Access> {
  req: Request;
  res: Response;
  ctx: RequestContext;
  viewer: A extends 'public' ? undefined : Viewer;
}

export interface RouteOptions {
  /** Routes whose JSON carries embedded pictures may take 25 MB; every other route 1 MB. */
  body?: 'images';
  /** Counts each call against a throttling rule (`forms` for public forms: contact, enquiry, newsletter). */
  throttle?: ThrottleName;
}

export interface Route {
  method: Method;
  path: string;
  access: Access;
  options: RouteOptions;
  handle(call: RouteCall<Access>): Promise<unknown>;
}

export interface RouteGroup {
  prefix: string;
  routes: Route[];
}

/** A route as the app answers it, for documentation and for the access test. */
export interface ApiRoute {
  method: Method;
  path: string;
  access: Access;
}

/** Declares one REST route; access is a required argument, so no route exists without it. */
export function route<A extends Access>(
  method: Method,
  path: string,
  access: A,
  handle: (call: RouteCall<A>) => Promise<unknown>,
  options: RouteOptions = {},
): Route {
  return { method, path, access, options, handle: handle as Route['handle'] };
}

export function routeGroup(prefix: string, routes: Route[]): RouteGroup {
  return { prefix, routes };
}

export const BODY_LIMITS = { default: '1mb', images: '25mb' } as const;

export interface MountOptions {
  /** The request's context, made once per request before any route runs. */
  context(req: Request): RequestContext;
  throttles: Throttles;
}

function ctxOf(res: Response): RequestContext {
  return res.locals.ctx as RequestContext;
}

/** The access check, before the body is read: strangers cannot make the server parse 25 MB. */
function guard(access: Access): RequestHandler {
  return async (_req, res, next) => {
    if (access !== 'public') {
      const viewer = await ctxOf(res).viewer();
      res.locals.viewer = access === 'signed-in' ? requireViewer(viewer) : requirePermission(viewer, access);
    }
    next();
  };
}

/**
 * Builds the REST router from the route groups; this is the only way a route reaches `/api`.
 * Each route runs: access check, JSON body within its limit, throttling, handler.
 */
export function mountRoutes(groups: RouteGroup[], options: MountOptions): { router: Router; routes: ApiRoute[] } {
  const router = Router();
  const parsers = {
    default: express.json({ limit: BODY_LIMITS.default }),
    images: express.json({ limit: BODY_LIMITS.images }),
  };
  router.use((req, res, next) => {
    res.locals.ctx = options.context(req);
    next();
  });
  const routes: ApiRoute[] = [];
  for (const group of groups) {
    for (const r of group.routes) {
      const path = (group.prefix + r.path).replace(/(.)\/$/, '$1');
      const handlers: RequestHandler[] = [guard(r.access), parsers[r.options.body ?? 'default']];
      if (r.options.throttle) handlers.push(options.throttles[r.options.throttle].middleware);
      handlers.push(async (req, res) => {
        await r.handle({ req, res, ctx: ctxOf(res), viewer: res.locals.viewer });
      });
      router[r.method](path, ...handlers);
      routes.push({ method: r.method, path, access: r.access });
    }
  }
  return { router, routes };
}
