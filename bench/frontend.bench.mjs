// Front-end benchmark: per public route, the JavaScript a first-time visitor's browser downloads
// (and its gzip size) and the Largest Contentful Paint in Chromium with a 4x CPU slowdown.
// Run with `npm run bench` from the repository root (builds first), or `node bench/frontend.bench.mjs`
// when server/dist and client/dist are up to date. See bench/README.md.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const E2E_DIR = path.join(BENCH_DIR, '..', 'e2e');

const LOADS = positiveInteger('BENCH_FRONTEND_LOADS', 3);
const CPU_SLOWDOWN = 4;
const AIM_HOME_JS_KB = 200;
const AIM_LCP_MS = 1500;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Back-office code: chunks named after admin screens or the GraphQL playground (GraphiQL, Monaco), and
 * any script, whatever its name, whose text carries an admin screen's own words. The words catch a
 * back-office screen bundled into a shared or entry chunk, which a name check alone would miss.
 */
const BACK_OFFICE_NAMES =
  /(AdminPage|UsersPage|TruckFormModal|EditUserModal|AddUserModal|playground|graphiql|monaco|editor\.worker|graphql\.worker|json\.worker|graphqlMode|jsonMode)/i;
const BACK_OFFICE_WORDS = [
  'User Management',
  'Current Inventory (',
  'Team Members (',
  'monaco-editor',
  'graphiql-container',
];

function positiveInteger(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server as the end-to-end tests run it: a fresh embedded PostgreSQL with the demo data. */
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['start-server.mjs'], {
    cwd: E2E_DIR,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start within 180 s:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killed);
    })();
    return stopping;
  };
  return { base, pid: child.pid, stop };
}

/** A truck and a blog post to open, and a tag to filter by, read from the API as any client would. */
async function sampleIds(base) {
  const [trucks, posts, tags] = await Promise.all(
    ['/api/trucks?limit=1', '/api/blog?published_only=true&limit=1', '/api/blog/tags/list'].map(async (url) => {
      const res = await fetch(base + url);
      if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
      return res.json();
    }),
  );
  return { truckId: trucks[0].id, postId: posts[0].id, tag: tags[0].tag };
}

function publicRoutes({ truckId, postId, tag }) {
  return [
    '/',
    '/trucks',
    '/trucks/categories',
    '/trucks/tractor-units',
    '/trucks/rigids',
    '/trucks/chassis-cabs',
    '/trucks/curtainsides',
    `/trucks/${truckId}`,
    '/hire',
    '/vehicles-for-hire',
    '/repairs',
    '/parts',
    '/parts-catalogue',
    '/parts-supply',
    '/about',
    '/contact',
    '/blog',
    `/blog?tag=${encodeURIComponent(tag)}`,
    `/blog/${postId}`,
    '/privacy-policy',
    '/terms-conditions',
    '/login',
    '/register',
    '/no-such-page',
  ];
}

/** The last largest-contentful-paint entry so far (the page's LCP once loading has settled). */
function readLcp() {
  return new Promise((resolve) => {
    const done = (entry) =>
      resolve(
        entry
          ? {
              ms: entry.startTime,
              element: entry.element
                ? `${entry.element.tagName.toLowerCase()}${entry.element.id ? `#${entry.element.id}` : ''}` +
                  (entry.url
                    ? ` ${new URL(entry.url).pathname}`
                    : ` "${(entry.element.textContent ?? '').trim().slice(0, 40)}"`)
                : '(removed)',
            }
          : null,
      );
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      done(entries[entries.length - 1]);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => done(null), 2000);
  });
}

/**
 * One cold first visit (fresh context: empty cache, no stored cookie choice), CPU slowed 4x.
 * Requests leaving the site (the contact page's map) are refused, so the figures are the site's own.
 */
async function loadOnce(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.route(
    (url) => url.origin !== base,
    (r) => r.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        return {
          url: response.url(),
          encoding: response.headers()['content-encoding'] ?? null,
          raw: body.length,
          transferred: sizes?.responseBodySize ?? body.length,
          gzip: zlib.gzipSync(body, { level: 6 }).length,
          body,
        };
      })(),
    );
  });
  try {
    await page.goto(base + route, { waitUntil: 'load', timeout: 60_000 });
    // Settled: the app has rendered the route (not the loader shown while a page's chunk downloads),
    // and the chunks and data that rendering asked for have arrived. With the CPU slowed, the network
    // can fall quiet for longer than networkidle's 500 ms while the entry chunk still runs, so the
    // rendered route is awaited first.
    await page.waitForFunction(
      () => {
        const main = document.getElementById('main');
        return Boolean(main && main.childElementCount > 0 && !main.querySelector('[aria-label="Loading page"]'));
      },
      null,
      { timeout: 60_000, polling: 100 },
    );
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const lcp = await page.evaluate(readLcp);
    return { lcp, scripts: await Promise.all(scripts) };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pad = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

const COLUMNS = [
  { title: 'route', width: 26, value: (r) => r.route },
  { title: 'scripts', width: 7, right: true, value: (r) => r.scripts },
  { title: 'JS raw KB', width: 10, right: true, value: (r) => kb(r.raw) },
  { title: 'sent KB', width: 8, right: true, value: (r) => kb(r.transferred) },
  { title: 'JS gzip KB', width: 10, right: true, value: (r) => kb(r.gzip) },
  { title: 'LCP ms (median)', width: 15, right: true, value: (r) => Math.round(r.lcp) },
  { title: 'LCP runs', width: 18, value: (r) => r.lcps.map((v) => Math.round(v)).join('/') },
  { title: 'LCP element', width: 0, value: (r) => r.element },
];

function printTable(rows) {
  const line = (cells) => cells.map((cell, i) => pad(cell, COLUMNS[i].width, COLUMNS[i].right)).join(' ');
  const header = line(COLUMNS.map((c) => c.title));
  console.log(header);
  console.log('-'.repeat(header.length + 30));
  for (const r of rows) console.log(line(COLUMNS.map((c) => c.value(r))));
}

function backOfficeIn(script) {
  const name = new URL(script.url).pathname.split('/').pop();
  if (BACK_OFFICE_NAMES.test(name)) return name;
  const text = script.body.toString('utf8');
  const word = BACK_OFFICE_WORDS.find((w) => text.includes(w));
  return word ? `${name} ("${word}")` : null;
}

async function main() {
  console.log(
    `Front-end benchmark: ${LOADS} cold load(s) per route, CPU ${CPU_SLOWDOWN}x slower, Chromium ${CHROMIUM}`,
  );
  console.log(
    `Machine: ${os.cpus().length} CPU(s), load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const server = await startServer();
  const onSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let browser;
  try {
    console.log(`Server ${server.base} (pid ${server.pid}), demo data`);
    const only = (process.env.BENCH_FRONTEND_ROUTES ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    const routes = publicRoutes(await sampleIds(server.base)).filter((r) => only.length === 0 || only.includes(r));
    if (routes.length === 0) throw new Error(`BENCH_FRONTEND_ROUTES matches no public route: ${only.join(', ')}`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

    // Warm the server (first queries, file cache) so the first route is not charged for it.
    await loadOnce(browser, server.base, '/').catch(() => {});

    const rows = [];
    const encodings = new Set();
    for (const route of routes) {
      const loads = [];
      for (let i = 0; i < LOADS; i += 1) loads.push(await loadOnce(browser, server.base, route));
      const first = loads[0].scripts;
      for (const s of first) encodings.add(s.encoding ?? 'none');
      const backOffice = new Set(loads.flatMap((l) => l.scripts.map(backOfficeIn).filter(Boolean)));
      rows.push({
        route,
        scripts: first.length,
        raw: first.reduce((n, s) => n + s.raw, 0),
        transferred: first.reduce((n, s) => n + s.transferred, 0),
        gzip: first.reduce((n, s) => n + s.gzip, 0),
        lcps: loads.map((l) => l.lcp?.ms ?? NaN),
        lcp: median(loads.map((l) => l.lcp?.ms ?? NaN)),
        element: loads.at(-1).lcp?.element ?? '-',
        backOffice: [...backOffice],
      });
      const r = rows.at(-1);
      process.stderr.write(`  ${route}: ${kb(r.gzip)} KB gzip, LCP ${r.lcps.map((v) => Math.round(v)).join('/')} ms\n`);
    }

    const compressed = [...encodings].some((e) => e !== 'none');
    console.log('');
    console.log(
      compressed
        ? `The server compresses scripts (${[...encodings].join(', ')}): "sent" is what went over the wire.`
        : 'The server does not compress scripts (no Content-Encoding): "sent" equals the raw size, and\n' +
            '"JS gzip" is each script gzipped here with zlib level 6 (what compression middleware would send).',
    );
    console.log('');
    printTable(rows);

    const home = rows.find((r) => r.route === '/');
    const worst = rows.reduce((w, r) => (r.lcp > w.lcp ? r : w));
    const slow = rows.filter((r) => !(r.lcp < AIM_LCP_MS));
    const leaks = rows.filter((r) => r.backOffice.length > 0);
    const homeVerdict = home ? (home.gzip < AIM_HOME_JS_KB * 1024 ? 'holds' : 'MISSED') : 'not measured';
    const lcpVerdict = slow.length === 0 ? 'holds' : `MISSED on ${slow.map((r) => r.route).join(', ')}`;
    console.log('');
    console.log('Aims:');
    console.log(
      `  JavaScript for / under ${AIM_HOME_JS_KB} KB gzip: ${home ? kb(home.gzip) : '-'} KB -> ${homeVerdict}`,
    );
    console.log(
      `  LCP under ${AIM_LCP_MS} ms on every route measured: worst ${Math.round(worst.lcp)} ms (${worst.route}) -> ${lcpVerdict}`,
    );
    console.log(
      `  No back-office chunk on a public page: ${leaks.length === 0 ? 'holds' : 'MISSED'}` +
        leaks.map((r) => `\n    ${r.route}: ${r.backOffice.join(', ')}`).join(''),
    );
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
