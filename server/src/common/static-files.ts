import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';

/** What the build precompresses (client/scripts/precompress.mjs), with the type each is sent as. */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function filesUnder(dir: string): Set<string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  return new Set(files);
}

/** Hashed build assets never change under their name; everything else is checked hourly. */
function cacheHeaders(res: Response, file: string) {
  if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * The built client. A browser that takes Brotli or gzip gets the copy the build compressed
 * beforehand, so nothing is compressed per request (720 KB of JavaScript travel as about a
 * quarter of that). The build does not change while the server runs, so its file list is read once.
 */
export function clientFiles(dir: string): Router {
  const present = filesUnder(dir);
  const router = Router();
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TEXT_TYPES[path.extname(req.path)];
    if (!type) return next();
    res.vary('Accept-Encoding');
    const encoding = ENCODINGS.find((e) => present.has(req.path + e.suffix) && req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Content-Type', type);
    req.url = req.path + encoding.suffix;
    next();
  });
  router.use(express.static(dir, { index: false, maxAge: '1h', setHeaders: cacheHeaders }));
  return router;
}
