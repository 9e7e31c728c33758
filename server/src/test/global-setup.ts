import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

const quiet = { info() {}, debug() {}, error: console.error } as never;

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL when set (a role allowed to create
 * databases), else an embedded cluster in a temporary folder on a random port, removed afterwards.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'dealer-test-pg-'));
  const port = 20_000 + Math.floor(Math.random() * 30_000);
  const pg = await startEmbeddedPostgres(dir, port, 'postgres', quiet);
  project.provide('postgresAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
