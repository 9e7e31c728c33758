import { createHash } from 'node:crypto';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { BadRequestError, NotFoundError, PayloadTooLargeError, UserInputError, toAppError } from './errors.js';

export function idParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  const id = Number(raw);
  if (!/^\d+$/.test(String(raw)) || !Number.isSafeInteger(id) || id < 1) {
    throw new UserInputError(`${name} must be a positive whole number`, name);
  }
  return id;
}

type Query = Request['query'];

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new UserInputError(`${name} must be given once`, name);
  return value;
}

export const queryParam = {
  string(query: Query, name: string): string | undefined {
    return single(query, name) || undefined;
  },
  integer(query: Query, name: string): number | undefined {
    const value = single(query, name);
    if (value === undefined || value === '') return undefined;
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
      throw new UserInputError(`${name} must be a whole number`, name);
    }
    return Number(value);
  },
  boolean(query: Query, name: string): boolean | undefined {
    const value = single(query, name)?.toLowerCase();
    if (value === undefined || value === '') return undefined;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    throw new UserInputError(`${name} must be true or false`, name);
  },
};

/** Sends JSON with a strong ETag and answers 304 when the client already has it. */
export function sendCachedJson(req: Request, res: Response, body: string, etag: string): void {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-cache');
  const known = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(etag) || known?.includes('*')) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(body);
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function notFoundApi(_req: Request, _res: Response, next: NextFunction): void {
  next(new NotFoundError('No such API path'));
}

/** Maps the error hierarchy to `{"detail": ...}` with its status; anything unknown is a logged 500. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  let appError = toAppError(error);
  const { status, type } = error as { status?: number; type?: string };
  if (!appError && type === 'entity.parse.failed') appError = new BadRequestError('Malformed JSON body');
  if (!appError && type === 'entity.too.large') appError = new PayloadTooLargeError();
  if (!appError && typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ detail: (error as Error).message || 'Bad request' });
    return;
  }
  if (appError) {
    if (appError.status >= 500) req.log?.warn({ err: error }, appError.message);
    res.status(appError.status).json({ detail: appError.message });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ detail: 'Internal server error' });
};

/** Cross-origin calls only from the configured origins; same-origin callers need nothing. */
export function corsFor(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count, ETag, RateLimit, RateLimit-Policy, Retry-After');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.vary('Origin');
    if (req.method === 'OPTIONS' && origin) {
      res.status(allowed.has(origin) ? 204 : 403).end();
      return;
    }
    next();
  };
}

/**
 * Serialises a cached value once: the body and its ETag live as long as the cached object they
 * were made from, so a cache hit costs no JSON.stringify.
 */
export function serialisedOnce<T extends object>(toJson: (value: T) => string): (value: T) => { body: string; etag: string } {
  const made = new WeakMap<T, { body: string; etag: string }>();
  return (value) => {
    let entry = made.get(value);
    if (!entry) {
      const body = toJson(value);
      entry = { body, etag: etagOf(body) };
      made.set(value, entry);
    }
    return entry;
  };
}

/** A record read back from GET may be sent to PUT as it is: the fields the server keeps are dropped. */
export function withoutReadOnlyFields(body: unknown, readOnly: readonly string[]): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !readOnly.includes(key)));
}
