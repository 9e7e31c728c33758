import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { ReadCache } from '../../common/cache.js';
import { PUBLIC_TOPICS, type ChangeFeed } from '../../common/change-feed.js';
import type { RequestContext } from '../../common/context.js';
import { escapeHtml } from '../../common/html.js';
import type { Logger } from '../../common/logger.js';

/** What client/src/entry-server.tsx exports (the client's types stay in the client). */
export interface Prerendered {
  html: string;
  data: unknown;
  status: number;
  /** The page's own source files (src/pages/...), whose code loads on first visit. */
  pages: string[];
  title?: string;
}

/** The client build's manifest (.vite/manifest.json): each source file's chunk, imports and styles. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
type Execute = (request: { query: DocumentNode; variables?: Record<string, unknown> }) => Promise<ExecutionResult>;
export type Prerender = (url: string, execute: Execute, signal?: AbortSignal) => Promise<Prerendered | null>;

const ROOT = '<div id="root"></div>';
/** A page not drawn by then goes out without its prerender: the app draws it in the browser. */
const TIME_LIMIT_MS = 3000;

/** The client's prerender function, or undefined (logged) when its bundle is missing or broken. */
export async function loadPrerender(entry: string, logger: Logger): Promise<Prerender | undefined> {
  if (!existsSync(entry)) {
    logger.warn({ entry }, 'no prerender bundle: pages are drawn in the browser only (build the client)');
    return undefined;
  }
  try {
    const loaded = (await import(pathToFileURL(entry).href)) as { prerender?: Prerender };
    if (typeof loaded.prerender === 'function') return loaded.prerender;
    logger.error({ entry }, 'the prerender bundle exports no prerender function');
  } catch (error) {
    logger.error({ err: error, entry }, 'could not load the prerender bundle');
  }
  return undefined;
}

/** The client build's manifest; empty (pages then load their styles with their code) when unreadable. */
export function readManifest(clientDir: string, logger: Logger): BuildManifest {
  try {
    return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch (error) {
    logger.warn({ err: error }, 'no client build manifest: prerendered pages get their styles when the app loads');
    return {};
  }
}

/** Content-Security-Policy sources allowing the inline scripts of the built index.html, by hash. */
export function inlineScriptSources(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Sends a page compressed when the browser takes it: prerendered markup is wordy (about 300 KB
 * for a list of trucks) and shrinks about twentyfold. Brotli's quality 5 keeps it to milliseconds.
 */
async function sendHtml(req: Request, res: Response, status: number, html: string): Promise<void> {
  res.vary('Accept-Encoding');
  res.status(status).type('html');
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br') {
    res.setHeader('Content-Encoding', 'br');
    res.send(await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(await gzipped(html, { level: 6 }));
  } else {
    res.send(html);
  }
}

/** JSON that cannot end the script element it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Link tags for the styles and scripts of the page's own code: the prerendered page needs its
 * styles to look as the app will draw it, and the app needs its scripts to take over.
 */
export function pageAssets(manifest: BuildManifest, files: string[], indexHtml: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  files.forEach(visit);
  const missing = (file: string) => !indexHtml.includes(`/${file}"`);
  return (
    [...styles].filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
    [...scripts].filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
  );
}

/**
 * The index.html with the page in its root element, its data beside it, and its title and assets
 * in the head.
 */
export function withPage(indexHtml: string, page: Prerendered, manifest: BuildManifest = {}): string {
  if (!indexHtml.includes(ROOT) || !indexHtml.includes('</head>')) return indexHtml;
  const root =
    `<div id="root" data-prerendered>${page.html}</div>` +
    `<script id="prerendered-data" type="application/json">${scriptJson(page.data)}</script>`;
  const html = indexHtml
    .replace('</head>', () => `${pageAssets(manifest, page.pages, indexHtml)}</head>`)
    .replace(ROOT, () => root);
  return page.title ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`) : html;
}

export interface SitePagesDeps {
  indexHtml: string;
  manifest: BuildManifest;
  prerender: Prerender | undefined;
  apollo: ApolloServer<RequestContext>;
  /** An anonymous visitor's context: pages are prerendered as anyone would see them. */
  anonymousContext: (req: Request) => RequestContext;
  changes: Pick<ChangeFeed, 'subscribe'>;
}

/** Pages kept drawn (the most recently asked for); a page is 40-350 KB of markup. */
const MAX_PAGES = 100;
/**
 * Drawing a page keeps the server busy for tens of milliseconds. Beyond this many at once (a burst
 * of addresses not yet drawn), pages go out as the bare app rather than queueing up.
 */
const MAX_DRAWING = 4;

/**
 * Every page of the site: the app, with the page at the address already drawn in the HTML from the
 * same GraphQL queries the app makes (run inside the server), so a browser paints it before the
 * app's JavaScript has loaded. Unknown addresses answer 404 with the app's not-found page. A page
 * that cannot be prerendered in time goes out as the bare app, which draws it in the browser.
 * Every visitor sees the same page, so drawn pages are kept until staff change what they show.
 */
export function sitePages({ indexHtml, manifest, prerender, apollo, anonymousContext, changes }: SitePagesDeps): RequestHandler {
  const drawn = new ReadCache<{ status: number; html: string } | null>(MAX_PAGES);
  for (const topic of PUBLIC_TOPICS) changes.subscribe(topic, () => drawn.invalidate());
  let drawing = 0;

  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    const page = prerender
      ? await drawn.get(req.originalUrl, () => draw(prerender, req)).catch((error: unknown) => {
          req.log.warn({ err: error }, 'could not prerender the page; sending the app alone');
          return null;
        })
      : null;
    await sendHtml(req, res, page?.status ?? 200, page?.html ?? indexHtml);
  };

  /** The page as HTML; null for a back-office screen. Throws (and keeps nothing) when drawing fails. */
  async function draw(prerender: Prerender, req: Request): Promise<{ status: number; html: string } | null> {
    if (drawing >= MAX_DRAWING) throw new Error(`${MAX_DRAWING} pages are being drawn already`);
    drawing += 1;
    try {
      return await drawNow(prerender, req);
    } finally {
      drawing -= 1;
    }
  }

  async function drawNow(prerender: Prerender, req: Request): Promise<{ status: number; html: string } | null> {
    const contextValue = anonymousContext(req);
    const execute: Execute = async ({ query, variables }) => {
      const http = { method: 'POST', search: '', headers: new HeaderMap(), body: undefined };
      const response = await apollo.executeOperation({ query, variables, http }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery cannot be prerendered');
      return response.body.singleResult as ExecutionResult;
    };
    // React stops drawing when told; the race also covers a prerender that does not listen.
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`the page was not drawn within ${TIME_LIMIT_MS} ms`);
        stop.abort(error);
        reject(error);
      }, TIME_LIMIT_MS);
    });
    try {
      const page = await Promise.race([prerender(req.originalUrl, execute, stop.signal), timedOut]);
      return page && { status: page.status, html: withPage(indexHtml, page, manifest) };
    } finally {
      clearTimeout(timer);
    }
  }
}
