import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { inlineScriptSources, pageAssets, withPage } from './prerender.js';

const CONSENT = "document.documentElement.dataset.x = '';";
const INDEX = `<!doctype html><html><head><title>Site</title><script>${CONSENT}</script></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

/**
 * A stand-in for the client's prerender bundle (client/src/entry-server.tsx, which the end-to-end
 * tests run for real): it runs a real query through the server and draws its answer, so the
 * server's side (queries, status, caching, failures) is tested on its own.
 */
const PRERENDER = `
const QUERY = ${JSON.stringify(parse('{ siteContent { section content } }'))};
let draws = 0;
export async function prerender(url, execute) {
  if (url.startsWith('/admin')) return null;
  if (url.startsWith('/broken')) throw new Error('drawing failed');
  if (url.startsWith('/slow')) return new Promise(() => {});
  const result = await execute({ query: QUERY });
  const hero = result.data.siteContent.find((s) => s.section === 'hero').content;
  draws += 1;
  return {
    html: '<h1>' + hero.title + '</h1><p>draw ' + draws + '</p>',
    data: { answer: '</script><script>alert(1)</script>', errors: result.errors ?? null },
    status: url.startsWith('/no-such') ? 404 : 200,
    pages: ['src/pages/about/AboutPage.tsx'],
    title: url.startsWith('/about') ? 'About <us> & more' : undefined,
  };
}`;

describe('putting a page into the built index', () => {
  it('fills the empty root, marks it prerendered, and adds the answers as JSON that cannot close its script', () => {
    const html = withPage(INDEX, { html: '<h1>Hi</h1>', data: { a: '</script>' }, status: 200, pages: [] });
    expect(html).toContain(
      '<div id="root" data-prerendered><h1>Hi</h1></div><script id="prerendered-data" type="application/json">{"a":"\\u003c/script>"}</script>',
    );
    const page = { html: 'x', data: {}, status: 200, pages: [] };
    expect(withPage('<body><main></main></body>', page)).toBe('<body><main></main></body>');
  });

  it("links the styles and scripts of the page's own code, with what they import, once", () => {
    const manifest = {
      'src/pages/about/AboutPage.tsx': { file: 'assets/AboutPage-1.js', css: ['assets/AboutPage-1.css'], imports: ['_Card.js', '_Box.js'] },
      '_Card.js': { file: 'assets/Card-2.js', css: ['assets/Card-2.css'], imports: ['_Box.js'] },
      '_Box.js': { file: 'assets/Box-3.js' },
    };
    const index = '<head><link rel="modulepreload" crossorigin href="/assets/Box-3.js"></head>';
    expect(pageAssets(manifest, ['src/pages/about/AboutPage.tsx'], index)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/AboutPage-1.css"><link rel="stylesheet" crossorigin href="/assets/Card-2.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/AboutPage-1.js"><link rel="modulepreload" crossorigin href="/assets/Card-2.js">',
    );
    expect(pageAssets(manifest, ['src/pages/Unknown.tsx'], index)).toBe('');
    const html = withPage(INDEX, { html: '', data: {}, status: 200, pages: ['src/pages/about/AboutPage.tsx'] }, manifest);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Box-3.js"></head>');
  });

  it("allows the index's inline scripts by hash", () => {
    const hash = createHash('sha256').update(CONSENT).digest('base64');
    expect(inlineScriptSources(INDEX)).toEqual([`'sha256-${hash}'`]);
  });
});

describe('pages on the running server', () => {
  let server: TestServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'entry-server.mjs'), PRERENDER);
    mkdirSync(path.join(dir, '.vite'));
    const manifest = { 'src/pages/about/AboutPage.tsx': { file: 'assets/AboutPage-1.js', css: ['assets/AboutPage-1.css'] } };
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    server = await startTestServer({ CLIENT_DIR: dir, PRERENDER_ENTRY: path.join(dir, 'entry-server.mjs') });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await server.request(url);
    return { status: res.status, html: await res.text(), res };
  };

  it('sends a page drawn from the saved content, with the answers it was drawn from', async () => {
    const { status, html, res } = await page('/trucks');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<div id="root" data-prerendered><h1>Quality Used Trucks for Sale and Hire</h1>');
    expect(html).toContain('{"answer":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","errors":null}');
    expect(html).not.toContain('<script>alert(1)');
    // The page's own styles, from the build manifest, so it looks as the app will draw it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/AboutPage-1.css">');
    // The index's inline script runs under the Content-Security-Policy.
    expect(res.headers.get('content-security-policy')).toContain(inlineScriptSources(INDEX)[0]);
  });

  it('keeps a drawn page until staff change the content, then draws it again', async () => {
    const first = (await page('/about')).html;
    expect(first).toContain('<title>About &lt;us&gt; &amp; more</title>');
    expect((await page('/about')).html).toBe(first);

    const token = await server.login();
    const saved = await server.request('/api/content/hero', { method: 'PUT', token, body: { content: { title: 'Spring Sale Now On' } } });
    expect(saved.status).toBe(200);
    const after = (await page('/about')).html;
    expect(after).toContain('<h1>Spring Sale Now On</h1>');
    expect(after).not.toBe(first);
  });

  it('answers 404 for an unknown address, with the not-found page drawn', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('data-prerendered');
  });

  it('sends back-office screens, and pages that fail to draw, as the bare app', async () => {
    expect(await page('/admin')).toMatchObject({ status: 200, html: INDEX });
    expect(await page('/broken')).toMatchObject({ status: 200, html: INDEX });
    // The server carries on.
    expect((await page('/contact')).status).toBe(200);
  });

  it('sends the page compressed to a browser that takes Brotli', async () => {
    const res = await server.request('/parts', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    // fetch decodes it.
    expect(await res.text()).toContain('<div id="root" data-prerendered><h1>');
  });

  it('sends the bare app when a page takes too long to draw, or while four pages are being drawn', async () => {
    const started = Date.now();
    const slow = ['/slow?1', '/slow?2', '/slow?3', '/slow?4'].map(page);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A fifth page does not wait for the four.
    expect(await page('/blog')).toMatchObject({ status: 200, html: INDEX });
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const answer of await Promise.all(slow)) expect(answer).toMatchObject({ status: 200, html: INDEX });
    expect(Date.now() - started).toBeLessThan(10_000);
    // Once they are done, pages are drawn again.
    expect((await page('/blog')).html).toContain('data-prerendered');
  });
});
