import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_AVAILABILITY, PART_CATEGORIES, PART_CONDITIONS, PART_WARRANTIES, partInputSchema } from '@dealer/schema';
import { sql } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { connectAndMigrate } from '../orm.js';
import { DEMO_PARTS } from './demo-parts.js';
import { seedDemoData } from './demo.js';

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets');

type Json = Record<string, any>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'true' });
});
afterAll(() => server?.close());

describe('the demo data of a brand-new database', () => {
  it('fills the parts catalogue with every category, condition, availability and coverage', async () => {
    const parts = (await (await server.request('/api/parts')).json()) as Json[];
    expect(parts.length).toBeGreaterThanOrEqual(24);
    for (const [field, options] of [
      ['category', PART_CATEGORIES],
      ['condition', PART_CONDITIONS],
      ['availability', PART_AVAILABILITY],
      ['warranty', PART_WARRANTIES],
    ] as const) {
      expect(new Set(parts.map((p) => p[field])), field).toEqual(new Set(options));
    }
    const numbers = parts.map((p) => p.part_number);
    for (const code of ['ENG001', 'TRN001', 'BRK001', 'ELE001', 'CAB001', 'SUS001']) expect(numbers).toContain(code);
    expect(parts.map((p) => p.price)).toContain('POA');
  });

  it('holds parts that pass the rules of the parts admin', async () => {
    for (const { image, ...part } of DEMO_PARTS) {
      await expect(partInputSchema.validate({ ...part, images: [image] }, { abortEarly: true }), part.part_number).resolves.toBeDefined();
    }
  });

  it('publishes at least eight posts with headings, paragraphs and lists, and keeps one draft', async () => {
    const posts = (await (await server.request('/api/blog')).json()) as Json[];
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      expect(post.content).toMatch(/<h2>/);
      expect(post.content).toMatch(/<p>/);
      expect(post.excerpt.length).toBeGreaterThan(20);
      expect(post.excerpt).not.toMatch(/</);
      expect(post.author).toBeTruthy();
    }
    expect(posts.some((p) => /<(ul|ol)>/.test(p.content))).toBe(true);
    const [drafts] = await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM blog_posts WHERE NOT published');
    expect(Number(drafts.n)).toBeGreaterThanOrEqual(1);
    const tags = (await (await server.request('/api/blog/tags/list')).json()) as Json[];
    expect(tags.length).toBeGreaterThanOrEqual(8);
    expect(tags[0].count).toBeGreaterThan(1);
  });

  it('uses only demo pictures the server has', async () => {
    const parts = (await (await server.request('/api/parts')).json()) as Json[];
    const posts = (await (await server.request('/api/blog?published_only=true&limit=100')).json()) as Json[];
    const pictures = new Set([...parts.flatMap((p) => p.images), ...posts.map((p) => p.featured_image).filter(Boolean)]);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/media\/demo\/[\w-]+\.svg$/);
      expect(existsSync(path.join(ASSETS, 'demo', path.basename(picture))), picture).toBe(true);
    }
    const res = await server.request('/media/demo/part-engine.svg');
    expect(res.status).toBe(200);
  });

  it('adds nothing when seeded again', async () => {
    const { orm } = await connectAndMigrate(server.databaseUrl);
    try {
      expect(await seedDemoData(orm.em.fork())).toEqual({ trucks: 0, parts: 0, blogPosts: 0 });
    } finally {
      await orm.close(true);
    }
  });
});
