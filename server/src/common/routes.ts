import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { can, requirePermission, requireViewer, type Permission, type Viewer } from './auth.js';
import type { RequestContext } from './context.js';
import { PayloadTooLargeError } from './errors.js';
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
  /**
   * Routes whose JSON carries embedded pictures may take 25 MB; every other route 1 MB. 'upload'
   * takes a picture file as the raw body (Content-Type image/* or application/octet-stream, up to
   * the upload limit), a video file when `videos` gives its limit, or JSON up to 25 MB.
   */
  body?: 'images' | 'upload';
  /**
   * An 'upload' route that also takes video files as the raw body (Content-Type video/...): their
   * limit, which is larger than a picture's, from the request's services.
   */
  videos?: (ctx: RequestContext) => UploadLimit;
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

/** Bytes a request body may have: 1 MB, or 25 MB for writes that carry embedded pictures. */
export const BODY_LIMITS = { default: 1024 * 1024, images: 25 * 1024 * 1024 } as const;

/** The largest raw file body a route takes, and what a 413 above it says. */
export interface UploadLimit {
  maxBytes: number;
  tooLargeMessage: string;
}

export interface MountOptions {
  /** The request's context, made once per request before any route runs. */
  context(req: Request): RequestContext;
  throttles: Throttles;
  /** Raw file bodies of 'upload' routes: their limit, and what a 413 above it says. Needed only when such a route exists. */
  uploads?: UploadLimit;
}

const PICTURE_BODY = /^(image\/[^;]+|application\/octet-stream)\s*(;|$)/i;
const VIDEO_BODY = /^video\/[^;]+\s*(;|$)/i;

/** A raw file body of the given Content-Types, as a Buffer; above the limit a 413 that says what the limit is. */
function rawBody(contentType: RegExp, { maxBytes, tooLargeMessage }: UploadLimit): RequestHandler {
  const parse = express.raw({ limit: maxBytes, type: (req) => contentType.test(req.headers['content-type'] ?? '') });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => next((error as { type?: string } | undefined)?.type === 'entity.too.large' ? new PayloadTooLargeError(tooLargeMessage) : error));
}

/** A raw video body, its limit read from the request's services (one parser per limit, made once). */
function rawVideo(limitOf: (ctx: RequestContext) => UploadLimit): RequestHandler {
  const parsers = new Map<number, RequestHandler>();
  return (req, res, next) => {
    const limit = limitOf(ctxOf(res));
    let parse = parsers.get(limit.maxBytes);
    if (!parse) {
      parse = rawBody(VIDEO_BODY, limit);
      parsers.set(limit.maxBytes, parse);
    }
    return parse(req, res, next);
  };
}

/**
 * The GraphQL body parser: 1 MB, as every other route, except for callers who may change the
 * catalogue, whose saves and uploadImage carry pictures as data URLs: 25 MB. The token is checked
 * before such a body is read, so strangers cannot make the server parse 25 MB; the context made
 * for the check is kept in res.locals.ctx for the request.
 */
export function graphqlBody(context: (req: Request) => RequestContext): RequestHandler {
  const small = express.json({ limit: BODY_LIMITS.default });
  const large = express.json({ limit: BODY_LIMITS.images });
  return async (req, res, next) => {
    const length = Number(req.headers['content-length']);
    if (!(length > BODY_LIMITS.default)) return small(req, res, next);
    const ctx = context(req);
    res.locals.ctx = ctx;
    const viewer = await ctx.viewer().catch(() => undefined);
    return (viewer && can(viewer.role, 'catalogue:write') ? large : small)(req, res, next);
  };
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
 * Each route runs: access check, body within its limit, throttling, handler.
 */
export function mountRoutes(groups: RouteGroup[], options: MountOptions): { router: Router; routes: ApiRoute[] } {
  const router = Router();
  const json = express.json({ limit: BODY_LIMITS.default });
  const images = express.json({ limit: BODY_LIMITS.images });
  const parsers: Record<NonNullable<RouteOptions['body']> | 'default', (route: RouteOptions) => RequestHandler[]> = {
    default: () => [json],
    images: () => [images],
    upload: (route) => {
      if (!options.uploads) throw new Error('Routes taking uploads need the upload limit: mountRoutes(..., { uploads })');
      // A body one parser has read is skipped by the next.
      return [...(route.videos ? [rawVideo(route.videos)] : []), rawBody(PICTURE_BODY, options.uploads), images];
    },
  };
  router.use((req, res, next) => {
    res.locals.ctx = options.context(req);
    next();
  });
  const routes: ApiRoute[] = [];
  for (const group of groups) {
    for (const r of group.routes) {
      const path = (group.prefix + r.path).replace(/(.)\/$/, '$1');
      const handlers: RequestHandler[] = [guard(r.access), ...parsers[r.options.body ?? 'default'](r.options)];
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
