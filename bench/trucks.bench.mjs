// Truck-list benchmark: the real server (REST and GraphQL) against a bare node:http + pg baseline.
// Run with `npm run bench` from the repository root (builds first). See bench/README.md.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropListenersAddedSince, processListeners } from './lib/child-common.mjs';
import { summariseProfile } from './lib/profile-summary.mjs';
import { seedTrucks } from './lib/seed.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(BENCH_DIR, '..', 'server', 'dist');

const SECONDS = positiveNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 50;
const TRUCKS = 10_000;
const PAGE = 50;
const CPU_PROFILE = ['1', 'true', 'yes'].includes(String(process.env.BENCH_CPU_PROF ?? '').toLowerCase());
const PROFILE_DIR = path.join(BENCH_DIR, 'profiles');

/** The 24 fields (plus id) in GraphQL spelling. */
const GRAPHQL_FIELDS = `id title description make model year emissions mileage bodytype price power weight axle cabtype
  images videos featured uniquestockid availableForHire hireStatus hireDailyRate hireWeeklyRate hireMonthlyRate
  createdAt updatedAt`;
const FIXED_GRAPHQL = `{ trucks(limit: ${PAGE}) { total items { ${GRAPHQL_FIELDS} } } }`;
const VARYING_GRAPHQL = `query BenchTrucks($filter: TruckFilter, $sort: TruckSort, $skip: Int, $limit: Int) {
  trucks(filter: $filter, sort: $sort, skip: $skip, limit: $limit) { total items { ${GRAPHQL_FIELDS} } }
}`;

/**
 * The varying workload: these filters, sorts and searches (each matching at least 250 of the seeded trucks),
 * each at offsets 0..VARYING_OFFSETS-1, visited in a cycle. The server keeps the last 500 list pages (LRU), so a
 * cycle through ~7,800 distinct queries makes every request a cache miss: this is the uncached path.
 */
const VARYING_OFFSETS = 200;
const VARYING_TEMPLATES = [
  {},
  { sort: 'price_asc' },
  { sort: 'price_desc' },
  { sort: 'mileage_asc' },
  { sort: 'mileage_desc' },
  { make: 'Scania' },
  { make: 'Volvo' },
  { make: 'DAF', sort: 'price_asc' },
  { make: 'MAN' },
  { make: 'Mercedes-Benz', sort: 'mileage_asc' },
  { make: 'Iveco' },
  { bodytype: 'Tractor Units' },
  { bodytype: 'Rigid' },
  { bodytype: 'Tippers', sort: 'price_desc' },
  { bodytype: 'Specialist' },
  { bodytype: 'Chassis Cab' },
  { bodytype: 'Curtainside' },
  { year: 2015 },
  { year: 2018 },
  { year: 2020, sort: 'price_asc' },
  { year: 2021 },
  { year: 2024 },
  { featured: true },
  { featured: true, sort: 'mileage_asc' },
  { available_for_hire: true },
  { available_for_hire: true, hire_status: 'available' },
  { price_min: 30_000, price_max: 60_000 },
  { price_max: 25_000, sort: 'price_asc' },
  { mileage_max: 400_000 },
  { mileage_min: 800_000, sort: 'mileage_asc' },
  { search: 'Scania' },
  { search: 'R 450' },
  { search: 'tipper' },
  { search: 'BNC-12' },
  { search: 'Actros' },
  { model: 'FH' },
  { make: 'Scania', bodytype: 'Tractor Unit', sort: 'price_asc' },
  { make: 'Volvo', sort: 'price_desc' },
  { bodytype: 'Curtainside', price_max: 50_000 },
];

const REST_TO_GRAPHQL = {
  available_for_hire: 'availableForHire',
  hire_status: 'hireStatus',
  price_min: 'priceMin',
  price_max: 'priceMax',
  mileage_min: 'mileageMin',
  mileage_max: 'mileageMax',
};

function restQuery(template, skip) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(template)) params.set(key, String(value));
  if (skip) params.set('skip', String(skip));
  params.set('limit', String(PAGE));
  return params.toString();
}

function graphqlVariables(template, skip) {
  const filter = {};
  let sort;
  for (const [key, value] of Object.entries(template)) {
    if (key === 'sort') sort = value.toUpperCase();
    else filter[REST_TO_GRAPHQL[key] ?? key] = value;
  }
  return { filter, sort, skip, limit: PAGE };
}

/** One counter for every varying run, so no run starts on queries an earlier run has just cached. */
let rotation = 0;
function nextVarying() {
  const n = rotation++;
  const template = VARYING_TEMPLATES[n % VARYING_TEMPLATES.length];
  const skip = Math.floor(n / VARYING_TEMPLATES.length) % VARYING_OFFSETS;
  return { template, skip };
}

// ---------------------------------------------------------------------------------------------------------
// Clean-up: everything started is registered here and undone in reverse order, on success, failure or signal.

const cleanups = [];
let cleaningUp;
function cleanup() {
  cleaningUp ??= (async () => {
    while (cleanups.length) {
      const { name, fn } = cleanups.pop();
      try {
        await withTimeout(fn(), 30_000, `cleaning up ${name}`);
      } catch (error) {
        console.error(`  clean-up of ${name} failed: ${error.message}`);
      }
    }
  })();
  return cleaningUp;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) {
      console.error(`\n${signal} again: exiting without finishing the clean-up.`);
      process.exit(130);
    }
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up...`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Small helpers

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 3600) {
    console.error(`${name} must be a number of seconds from 1 to 3600, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function step(message) {
  console.log(`- ${message}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------
// 1. PostgreSQL

const quietLogger = { info() {}, debug() {}, error() {} };

/** An embedded PostgreSQL in `dir`, stopped (and killed if need be) by the clean-up. */
async function embeddedDatabase(dir) {
  const before = processListeners();
  const { startEmbeddedPostgres } = await import(path.join(DIST, 'db', 'embedded.js'));
  dropListenersAddedSince(before);
  const port = await freePort();
  const pidFile = path.join(dir, 'cluster', 'postmaster.pid');
  let embedded;
  cleanups.push({
    name: 'embedded PostgreSQL',
    fn: async () => {
      // stop() waits for the process's exit event, which never comes if Ctrl-C already stopped PostgreSQL,
      // so it also counts as stopped once its pid file is gone; a straggler is killed.
      const pid = () => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0);
      let stopped = false;
      if (embedded) embedded.stop().finally(() => (stopped = true)).catch(() => {});
      else if (pid() > 0 && alive(pid())) process.kill(pid(), 'SIGINT'); // started, but start-up failed later
      const deadline = Date.now() + 15_000;
      while (!stopped && existsSync(pidFile) && Date.now() < deadline) await sleep(100);
      const straggler = pid();
      if (straggler > 0 && alive(straggler)) {
        process.kill(straggler, 'SIGKILL');
        console.error(`  PostgreSQL (pid ${straggler}) did not stop in time and was killed`);
      }
    },
  });
  embedded = await startEmbeddedPostgres(dir, port, 'bench', quietLogger);
  return { url: embedded.url, description: `embedded PostgreSQL on 127.0.0.1:${port}, database "bench"` };
}

/** A new database on the server BENCH_DATABASE_URL points at, dropped by the clean-up; nothing else is touched. */
async function externalDatabase(serverUrl) {
  const name = `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    throw new Error(`could not create a scratch database on BENCH_DATABASE_URL (the role needs CREATEDB): ${error.message}`);
  } finally {
    await admin.end();
  }
  cleanups.push({
    name: `database ${name}`,
    fn: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), description: `database "${name}" on ${url.host} (BENCH_DATABASE_URL), dropped afterwards` };
}

// ---------------------------------------------------------------------------------------------------------
// 2. Schema and data

async function migrate(url) {
  const { connectAndMigrate } = await import(path.join(DIST, 'db', 'orm.js'));
  const { orm } = await connectAndMigrate(url);
  await orm.close(true);
}

// ---------------------------------------------------------------------------------------------------------
// 3. Child processes

/** Forks a child that answers { ready, url } over IPC; the clean-up stops it (SIGTERM, then SIGKILL). */
async function startChild(name, file, env) {
  const child = fork(path.join(BENCH_DIR, 'lib', file), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const tail = [];
  const keep = (chunk) => {
    tail.push(...String(chunk).split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  cleanups.push({
    name,
    fn: async () => {
      if (!running()) return;
      child.kill('SIGTERM');
      if (await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)])) return;
      child.kill('SIGKILL');
      await exited;
    },
  });
  const url = await withTimeout(
    new Promise((resolve, reject) => {
      child.on('message', (message) => message?.ready && resolve(message.url));
      exited.then(({ code, signal }) =>
        reject(new Error(`${name} exited during start-up (${signal ?? `code ${code}`}):\n    ${tail.join('\n    ')}`)),
      );
    }),
    120_000,
    `starting ${name}`,
  );
  return {
    url,
    /** Throws with the child's last output if it has died. */
    check() {
      if (!running()) throw new Error(`${name} exited unexpectedly:\n    ${tail.join('\n    ')}`);
    },
    /** CPU profiling over IPC (node:inspector in the child); resolves when the profile is written. */
    profile(command, file) {
      return withTimeout(
        new Promise((resolve) => {
          const onMessage = (message) => {
            if (message?.profiled === command) {
              child.off('message', onMessage);
              resolve();
            }
          };
          child.on('message', onMessage);
          child.send({ profile: command, file });
        }),
        30_000,
        `${command} profiling ${name}`,
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// 4. Verification: every endpoint answers 50 trucks, and the baseline and the server agree on which.

async function getJson(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text), headers: response.headers };
}

async function graphql(serverUrl, query, variables) {
  const { body, bytes } = await getJson(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 500)}`);
  return { page: body.data.trucks, bytes };
}

const ids = (items) => items.map((t) => t.id).join(',');

function expectPage(what, items) {
  if (!Array.isArray(items) || items.length !== PAGE) {
    throw new Error(`${what} returned ${Array.isArray(items) ? items.length : typeof items} items, expected ${PAGE}`);
  }
}

async function verify(baselineUrl, serverUrl) {
  const baseline = await getJson(`${baselineUrl}/trucks?limit=${PAGE}`);
  const rest = await getJson(`${serverUrl}/api/trucks?limit=${PAGE}`);
  const gql = await graphql(serverUrl, FIXED_GRAPHQL);
  expectPage('baseline GET /trucks', baseline.body);
  expectPage('REST GET /api/trucks', rest.body);
  expectPage('GraphQL trucks', gql.page.items);
  if (ids(baseline.body) !== ids(rest.body)) throw new Error('baseline and REST returned different trucks or order');
  if (ids(gql.page.items) !== ids(rest.body)) throw new Error('GraphQL and REST returned different trucks or order');
  if (Number(rest.headers.get('x-total-count')) !== TRUCKS || gql.page.total !== TRUCKS) {
    throw new Error(`totals: REST ${rest.headers.get('x-total-count')}, GraphQL ${gql.page.total}, expected ${TRUCKS}`);
  }
  const sample = rest.body[0];
  const empty = Object.entries(sample).filter(([, v]) => v === null || v === '' || (Array.isArray(v) && !v.length));
  if (Object.keys(sample).length !== 25 || empty.length) {
    throw new Error(`REST truck has ${Object.keys(sample).length} fields, empty: ${empty.map(([k]) => k).join(', ')}`);
  }
  if (sample.images.length !== 3) throw new Error(`expected 3 images, got ${JSON.stringify(sample.images)}`);

  // Every varying query, at its first and last offset: 50 trucks, the same ones and total from all three.
  for (const template of VARYING_TEMPLATES) {
    for (const skip of [0, VARYING_OFFSETS - 1]) {
      const query = restQuery(template, skip);
      const [b, r, g] = await Promise.all([
        getJson(`${baselineUrl}/trucks/search?${query}`),
        getJson(`${serverUrl}/api/trucks?${query}`),
        graphql(serverUrl, VARYING_GRAPHQL, graphqlVariables(template, skip)),
      ]);
      const what = `varying query ${query}`;
      expectPage(`baseline ${what}`, b.body);
      expectPage(`REST ${what}`, r.body);
      expectPage(`GraphQL ${what}`, g.page.items);
      if (ids(b.body) !== ids(r.body) || ids(g.page.items) !== ids(r.body)) {
        throw new Error(`${what}: the baseline, REST and GraphQL returned different trucks or order`);
      }
      const totals = [b.headers.get('x-total-count'), r.headers.get('x-total-count'), String(g.page.total)];
      if (new Set(totals).size !== 1) throw new Error(`${what}: totals differ (baseline, REST, GraphQL): ${totals}`);
    }
  }
  return { baselineBytes: baseline.bytes, restBytes: rest.bytes, graphqlBytes: gql.bytes };
}

// ---------------------------------------------------------------------------------------------------------
// 5. Load

const isRestBody = (body) => body.startsWith('[{"id":');
const isGraphqlBody = (body) => body.startsWith('{"data":{"trucks":{"total":');

async function load(options, seconds) {
  return autocannon({ connections: CONNECTIONS, pipelining: 1, timeout: 10, ...options, duration: seconds });
}

/** A warm-up run, then the measured run; returns the measured numbers. */
async function measure(label, options, child) {
  process.stdout.write(`- ${label}: warm-up ${WARMUP_SECONDS} s, measuring ${SECONDS} s ... `);
  await load(options, WARMUP_SECONDS);
  child.check();
  const profileFile = CPU_PROFILE
    ? path.join(PROFILE_DIR, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}.cpuprofile`)
    : undefined;
  if (profileFile) await child.profile('start');
  const result = await load(options, SECONDS);
  if (profileFile) await child.profile('stop', profileFile);
  child.check();
  const rps = result.requests.total / result.duration;
  console.log(`${Math.round(rps)} req/s`);
  return {
    label,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    badBodies: result.mismatches,
    requests: result.requests.total,
    profileFile,
  };
}

// ---------------------------------------------------------------------------------------------------------
// 6. Report

const fmtInt = (n) => Math.round(n).toLocaleString('en-GB');
const fmtMs = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

function table(title, note, rows, baseline) {
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'bad body', 'x baseline'];
  const lines = rows.map((r) => [
    r.label,
    fmtInt(r.rps),
    fmtMs(r.p50),
    fmtMs(r.p99),
    fmtInt(r.errors),
    fmtInt(r.non2xx),
    fmtInt(r.badBodies),
    `${(r.rps / baseline.rps).toFixed(2)}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
  console.log(`\n${title}`);
  for (const line of note) console.log(`  ${line}`);
  console.log(row(header));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(row(line));
}

function aims(title, baseline, rest, gql) {
  const verdict = (ok) => (ok ? 'holds ' : 'MISSED');
  console.log(`  Aims (${title}):`);
  for (const r of [rest, gql]) {
    const ratio = r.rps / baseline.rps;
    console.log(`    ${verdict(ratio >= 0.5)}  ${r.label}: throughput ${ratio.toFixed(2)}x the baseline (aim >= 0.5x)`);
    console.log(`    ${verdict(r.p99 < 100)}  ${r.label}: p99 ${fmtMs(r.p99)} ms (aim < 100 ms)`);
  }
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  console.log(
    `Truck list benchmark: ${TRUCKS.toLocaleString('en-GB')} trucks, ${PAGE} per request, ${CONNECTIONS} connections, ` +
      `warm-up ${WARMUP_SECONDS} s + ${SECONDS} s per run; Node ${process.version}, ${os.cpus().length} CPU cores` +
      (CPU_PROFILE ? '; CPU PROFILING ON (numbers are lower than without it)' : ''),
  );
  if (!existsSync(path.join(DIST, 'server.js'))) throw new Error('server/dist is missing: run `npm run bench` (it builds first)');
  const loadBefore = os.loadavg()[0];

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-'));
  cleanups.push({ name: `temporary folder ${tmp}`, fn: async () => rmSync(tmp, { recursive: true, force: true }) });

  const database = process.env.BENCH_DATABASE_URL
    ? await externalDatabase(process.env.BENCH_DATABASE_URL)
    : await embeddedDatabase(tmp);
  step(`database: ${database.description}`);
  await migrate(database.url);
  const seedStart = Date.now();
  await seedTrucks(database.url, TRUCKS);
  step(`migrated and seeded ${TRUCKS.toLocaleString('en-GB')} trucks in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  if (CPU_PROFILE) mkdirSync(PROFILE_DIR, { recursive: true });
  const [server, baseline] = await Promise.all([
    startChild('server', 'server.child.mjs', {
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      JWT_SECRET: randomBytes(24).toString('hex'),
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      DATA_DIR: path.join(tmp, 'data'),
      CORS_ORIGINS: '',
      PUBLIC_URL: '',
    }),
    startChild('baseline', 'baseline.child.mjs', { DATABASE_URL: database.url }),
  ]);
  step(`server ${server.url}, baseline ${baseline.url} (child processes)`);

  const sizes = await verify(baseline.url, server.url);
  step(
    `verified: every endpoint answers ${PAGE} trucks; baseline, REST and GraphQL agree on ids, order and totals ` +
      `(fixed and all ${VARYING_TEMPLATES.length} varying filters)`,
  );

  const fixed = [
    await measure('baseline GET /trucks', { url: `${baseline.url}/trucks?limit=${PAGE}`, verifyBody: isRestBody }, baseline),
    await measure('REST GET /api/trucks', { url: `${server.url}/api/trucks?limit=${PAGE}`, verifyBody: isRestBody }, server),
    await measure(
      'GraphQL POST /graphql',
      {
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: FIXED_GRAPHQL }),
        verifyBody: isGraphqlBody,
      },
      server,
    ),
  ];

  const restVarying = (req) => {
    const { template, skip } = nextVarying();
    return { ...req, path: `${req.path}?${restQuery(template, skip)}` };
  };
  const varying = [
    await measure(
      'baseline varying',
      {
        url: `${baseline.url}/trucks/search`,
        requests: [{ path: '/trucks/search', setupRequest: restVarying }],
        verifyBody: isRestBody,
      },
      baseline,
    ),
    await measure(
      'REST varying',
      { url: `${server.url}/api/trucks`, requests: [{ path: '/api/trucks', setupRequest: restVarying }], verifyBody: isRestBody },
      server,
    ),
    await measure(
      'GraphQL varying',
      {
        url: `${server.url}/graphql`,
        requests: [
          {
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => {
              const { template, skip } = nextVarying();
              return { ...req, body: JSON.stringify({ query: VARYING_GRAPHQL, variables: graphqlVariables(template, skip) }) };
            },
          },
        ],
        verifyBody: isGraphqlBody,
      },
      server,
    ),
  ];

  const loadAfter = os.loadavg()[0];
  console.log(
    `\nMachine load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after the runs ` +
      `(the benchmark itself adds about 2 on ${os.cpus().length} cores)` +
      (loadBefore > 0.5 ? '.\nOther processes were busy before the start: the numbers are lower and noisier than on a quiet machine.' : '.'),
  );

  table(
    'FIXED QUERY: the 50 newest trucks, the same request every time',
    [
      'REST and GraphQL may answer from the server\'s list cache (as real visitors of page 1 would get);',
      'the baseline is bare node:http + pg (Pool max 20), reading the database on every request.',
      `Response sizes: baseline ${fmtInt(sizes.baselineBytes)} B, REST ${fmtInt(sizes.restBytes)} B, GraphQL ${fmtInt(sizes.graphqlBytes)} B.`,
    ],
    fixed,
    fixed[0],
  );
  aims('fixed query, the DESIGN.md performance aims', ...fixed);

  table(
    'VARYING QUERIES: uncached path',
    [
      `${VARYING_TEMPLATES.length} filters/sorts/searches x ${VARYING_OFFSETS} offsets = ` +
        `${fmtInt(VARYING_TEMPLATES.length * VARYING_OFFSETS)} distinct queries, visited in a cycle;`,
      'the server caches 500 list pages (LRU), so every request misses its cache and reads the database.',
      'The baseline here answers the same queries bare: same WHERE, ORDER BY and OFFSET as the server\'s read model,',
      'the total counted by a scalar subquery. x baseline is against this varying baseline;',
      `the fixed-query baseline above did ${fmtInt(fixed[0].rps)} req/s.`,
    ],
    varying,
    varying[0],
  );
  aims('varying queries, same aims, for information', ...varying);

  if (CPU_PROFILE) {
    console.log('\nCPU profiles (measured runs only):');
    for (const r of [...fixed, ...varying]) {
      if (!r.profileFile || !existsSync(r.profileFile)) continue;
      console.log(`\n  ${r.label}: ${path.relative(process.cwd(), r.profileFile)}`);
      console.log(summariseProfile(r.profileFile, { top: 12, indent: '    ' }));
    }
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  if (!interrupted) {
    console.error(`\nThe benchmark broke: ${error.stack ?? error}`);
    exitCode = 1;
  }
} finally {
  if (!interrupted) {
    await cleanup();
    process.exit(exitCode);
  }
}
