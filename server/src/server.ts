import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import { createApp } from './app.js';
import { TokenService } from './common/auth.js';
import { ChangeFeed } from './common/change-feed.js';
import type { Logger } from './common/logger.js';
import type { ApiRoute } from './common/routes.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { connectAndMigrate } from './db/orm.js';
import { seedDemoData } from './db/seed/demo.js';
import { createApollo } from './graphql/apollo.js';
import { buildAppSchema } from './graphql/schema.js';
import { createServices, type Services } from './services.js';

export interface RunningServer {
  url: string;
  port: number;
  /** Every REST route the server answers, with who may call it. */
  routes: readonly ApiRoute[];
  /** The services, for scheduled work a test runs without waiting for its timer (feed auto-sync). */
  services: Services;
  close(): Promise<void>;
}

/** The database URL from config, or an embedded PostgreSQL kept under the data folder. */
export async function openDatabase(config: Config, logger: Logger): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.embeddedPgPort, 'dealer', logger);
  return { url: embedded.url, embedded };
}

/** Start-up: database, migrations, first admin, demo data on a new database, HTTP. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase(config, logger);
  const { orm, fresh } = await connectAndMigrate(database.url);
  const changes = new ChangeFeed(database.url, logger);
  await changes.start();
  const services = createServices({
    config,
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
    changes,
    logger,
    sql: (query, params) => orm.em.getConnection().execute(query, params, 'all'),
    em: orm.em,
  });
  services.media.start();
  services.feed.start();
  await services.users.ensureAdmin(orm.em.fork(), logger, config.adminEmail, config.adminPassword);
  if (fresh && config.seedDemoData) {
    const seeded = await seedDemoData(orm.em.fork());
    logger.info(seeded, 'demo data seeded into the new database');
  }
  const apollo = await createApollo(await buildAppSchema(), config.env === 'production', changes);
  const { app, routes } = createApp({ config, orm, services, apollo, logger, changes });
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  logger.info({ url }, 'server listening');

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    routes,
    services,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Requests still running after 10 s are cut so shutdown always finishes.
          setTimeout(() => server.closeAllConnections(), 10_000).unref();
        });
        await apollo.stop();
        await services.media.stop();
        await services.feed.stop();
        await services.mail.close();
        await changes.stop();
        await orm.close(true);
        await database.embedded?.stop();
      })();
      return closing;
    },
  };
}
