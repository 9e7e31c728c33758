import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFiles } from './static-files.js';

const SCRIPT = `export const hello = ${JSON.stringify('x'.repeat(4000))};\n`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('the built client', () => {
  let dir: string;
  let server: http.Server;
  let port: number;

  const get = (urlPath: string, acceptEncoding?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'client-files-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/app.js'), SCRIPT);
    await writeFile(path.join(dir, 'assets/app.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(dir, 'assets/app.js.gz'), gzipSync(SCRIPT));
    await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    const app = express();
    app.use(clientFiles(dir));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the Brotli copy to a browser that takes it, as JavaScript cached for a year', async () => {
    const res = await get('/assets/app.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without Brotli, and the plain file to one that takes neither', async () => {
    const gzipped = await get('/assets/app.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body.toString()).toBe(SCRIPT);

    const refused = await get('/assets/app.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);
  });

  it('sends files the build did not compress as they are', async () => {
    const res = await get('/robots.txt', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('User-agent: *\n');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
