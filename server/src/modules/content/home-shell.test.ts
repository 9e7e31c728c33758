import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { homeShell, withHomeShell } from './home-shell.js';

const INDEX = '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('the home page shell', () => {
  it('draws the hero from the content, escaping what staff typed', () => {
    const html = homeShell([
      { section: 'hero', content: { title: 'Trucks <script>alert(1)</script> & more', subtitle: '"Quoted"', backgroundImage: '/media/a.webp', darkOverlay: true } },
      { section: 'colours', content: { navigationBackground: '#123456', accent: 'red;background:url(x)' } },
      { section: 'contact', content: { company_name: 'Fleet & Co' } },
    ]);
    expect(html).toContain('<h1>Trucks &#60;script&#62;alert(1)&#60;/script&#62; &#38; more</h1>');
    expect(html).toContain('<p>&#34;Quoted&#34;</p>');
    expect(html).toContain('<img src="/media/a.webp" alt="" fetchpriority="high">');
    expect(html).toContain('<div class="shell-hero" data-overlay>');
    expect(html).toContain('background:#123456');
    // Not a colour: the default accent, and nothing of what was typed.
    expect(html).toContain('solid #ea6c0a');
    expect(html).not.toContain('url(x)');
    expect(html).toContain('Fleet &#38; Co');
  });

  it("shows the app's default picture when none is set, and no overlay when it is off", () => {
    const html = homeShell([{ section: 'hero', content: { title: 'T', backgroundImage: '', darkOverlay: false } }]);
    expect(html).toContain('<img src="/images/hero-trucks.svg" alt="" fetchpriority="high">');
    expect(html).toContain('<div class="shell-hero"><img');
  });

  it('goes into the empty root only, leaving the rest of the page as built', () => {
    const html = withHomeShell(INDEX, [{ section: 'hero', content: { title: 'Hello' } }]);
    expect(html.startsWith('<!doctype html><html><head><title>Site</title></head><body><div id="root"><div class="shell"')).toBe(true);
    expect(html).toContain('<h1>Hello</h1>');
    expect(html.endsWith('</div></div><script type="module" src="/assets/index.js"></script></body></html>')).toBe(true);
    expect(withHomeShell('<body><main></main></body>', [])).toBe('<body><main></main></body>');
  });
});

describe('GET / on the running server', () => {
  let server: TestServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
    writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    server = await startTestServer({ CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the home page with the saved hero, and the new one as soon as staff save it', async () => {
    const before = await server.request('/');
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toMatch(/^text\/html/);
    expect(before.headers.get('cache-control')).toBe('no-cache');
    expect(await before.text()).toContain('<h1>Quality Used Trucks for Sale and Hire</h1>');

    const token = await server.login();
    const saved = await server.request('/api/content/hero', { method: 'PUT', token, body: { content: { title: 'Spring Sale Now On' } } });
    expect(saved.status).toBe(200);
    expect(await (await server.request('/')).text()).toContain('<h1>Spring Sale Now On</h1>');
  });

  it('sends every other page the plain built index, which the app fills in', async () => {
    expect(await (await server.request('/trucks')).text()).toBe(INDEX);
    expect(await (await server.request('/contact?x=1')).text()).toBe(INDEX);
  });
});
