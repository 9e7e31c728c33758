import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.js';
import type { ChangeFeed } from './common/change-feed.js';
import { createRequestContext, type RequestContext } from './common/context.js';
import { corsFor, errorHandler, notFoundApi } from './common/http.js';
import { loggableUrl, type Logger } from './common/logger.js';
import { graphqlBody, mountRoutes, type ApiRoute, type RouteGroup } from './common/routes.js';
import { securityHeaders, shareableResource } from './common/security.js';
import { clientFiles } from './common/static-files.js';
import type { Services } from './services.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { communicationsRoutes, newsletterRoutes } from './modules/communications/communications.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { feedRoutes } from './modules/feed/feed.routes.js';
import { mediaFiles, mediaRoutes } from './modules/media/media.routes.js';
import { inlineScriptSources, loadPrerender, readManifest, sitePages } from './modules/pages/prerender.js';
import { partRoutes } from './modules/parts/part.routes.js';
import { truckRoutes } from './modules/trucks/truck.routes.js';
import { authRoutes } from './modules/users/auth.routes.js';

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  services: Services;
  apollo: ApolloServer<RequestContext>;
  logger: Logger;
  changes: Pick<ChangeFeed, 'subscribe'>;
}

/** Every REST module; a route reaches `/api` only through one of these groups. */
const API: RouteGroup[] = [authRoutes, communicationsRoutes, newsletterRoutes, truckRoutes, partRoutes, blogRoutes, contentRoutes, mediaRoutes, feedRoutes];

const DEMO_IMAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/demo');

export function createApp({ config, orm, services, apollo, logger, changes }: AppDeps): { app: Express; routes: ApiRoute[] } {
  const index = path.join(config.clientDir, 'index.html');
  const indexHtml = existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders(indexHtml ? inlineScriptSources(indexHtml) : []));
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: { req: (req: { url: string }) => ({ ...req, url: loggableUrl(req.url) }) },
    }),
  );

  app.get('/healthz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ detail: 'The database is unavailable' });
    }
  });

  // Every API request gets its own context: a forked entity manager and the caller, loaded on demand.
  const context = (req: express.Request): RequestContext =>
    createRequestContext(orm.em, services, req.log, req.headers.authorization, req.ip);

  const cors = corsFor(config.corsOrigins);
  const api = mountRoutes(API, {
    context,
    throttles: services.throttles,
    uploads: { maxBytes: services.media.maxBytes, tooLargeMessage: services.media.tooLargeMessage },
  });
  app.use('/api', cors, api.router, notFoundApi);

  const playground = path.join(config.clientDir, 'playground.html');
  app.get('/graphql', (req, res, next) => {
    // A browser asking for a page gets the offline playground; API clients reach Apollo.
    if (req.accepts(['application/json', 'text/html']) === 'text/html' && existsSync(playground)) res.sendFile(playground);
    else next();
  });
  app.use(
    '/graphql',
    cors,
    graphqlBody(context),
    expressMiddleware(apollo, { context: async ({ req, res }) => (res.locals.ctx as RequestContext | undefined) ?? context(req) }),
  );

  app.use('/media', shareableResource);
  // Unknown demo files fall through to the stored pictures' 404 (serve-static's own names the file's path on disk).
  app.use('/media/demo', express.static(DEMO_IMAGES, { immutable: true, maxAge: '365d' }));
  app.use('/media', mediaFiles(services.media));

  if (indexHtml) {
    app.use(clientFiles(config.clientDir));
    // Every other GET is a page of the site, prerendered (see modules/pages/prerender.ts).
    const pages = loadPrerender(config.prerenderEntry, logger).then((prerender) =>
      sitePages({
        indexHtml,
        manifest: readManifest(config.clientDir, logger),
        prerender,
        apollo,
        anonymousContext: (req) => createRequestContext(orm.em, services, req.log, undefined, req.ip),
        changes,
      }),
    );
    app.get(/^\/(?!api\/|graphql|media\/).*/, (req, res, next) => {
      pages.then((handler) => handler(req, res, next)).catch(next);
    });
  }

  app.use(errorHandler);
  return { app, routes: api.routes.map((r) => ({ ...r, path: `/api${r.path}` })) };
}
