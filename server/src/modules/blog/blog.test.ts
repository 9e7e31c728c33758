import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogBody, createBlogPost, signedIn, sql } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let editor: string;
let viewer: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer();
  [editor, viewer, customer] = (await Promise.all((['editor', 'viewer', 'customer'] as const).map((role) => signedIn(server, role)))).map((u) => u.token);
});
afterAll(() => server?.close());

type Json = Record<string, any>;

const storedCount = async () => Number((await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM blog_posts'))[0].n);
const POSTS = `query Posts($tag: String, $publishedOnly: Boolean, $limit: Int) {
  blogPosts(tag: $tag, publishedOnly: $publishedOnly, limit: $limit) { total items { id title excerpt featuredImage tags published author views createdAt } }
}`;

// Runs first, while the blog holds only these posts.
describe('reading the blog', () => {
  const ids: Record<string, number> = {};
  const label = (id: number) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `other:${id}`;
  const restTitles = async (query: string, token?: string) => {
    const res = await server.request(`/api/blog${query}`, { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as Json[]).map((p) => label(p.id));
  };

  beforeAll(async () => {
    // Created oldest first, so newest first is D, C, B, A.
    ids.A = (await createBlogPost(server, editor, { tags: ['Scania', 'News'], featured_image: '/media/demo/blog-fleet.svg' })).id;
    ids.B = (await createBlogPost(server, editor, { tags: ['News', 'Advice'] })).id;
    ids.C = (await createBlogPost(server, editor, { tags: ['Secret', 'News'], published: false, title: 'Draft plans' })).id;
    ids.D = (await createBlogPost(server, editor, { tags: ['Advice'] })).id;
  });

  it('lists published posts newest first over REST, with the REST field names', async () => {
    const res = await server.request('/api/blog?published_only=true&limit=20');
    expect(res.headers.get('x-total-count')).toBe('3');
    const body = (await res.json()) as Json[];
    expect(body.map((p) => label(p.id))).toEqual(['D', 'B', 'A']);
    const a = body.find((p) => p.id === ids.A)!;
    expect(a).toMatchObject({ featured_image: '/media/demo/blog-fleet.svg', tags: ['Scania', 'News'], published: true, views: 0, author: 'Leicester Commercial Trucks' });
    expect(a.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(a.createdAt).toBe(a.created_at);
    expect(a.updated_at).toBeDefined();
    expect(await restTitles('')).toEqual(['D', 'B', 'A']);
  });

  it('lists published posts over GraphQL, newest first, drafts left out', async () => {
    const { data } = await server.graphql(POSTS, {});
    expect(data.blogPosts.total).toBe(3);
    expect(data.blogPosts.items.map((p: Json) => label(p.id))).toEqual(['D', 'B', 'A']);
    expect(data.blogPosts.items[2]).toMatchObject({ featuredImage: '/media/demo/blog-fleet.svg', author: 'Leicester Commercial Trucks' });
  });

  it('filters by tag, leaving drafts out', async () => {
    expect(await restTitles('?tag=News')).toEqual(['B', 'A']);
    expect(await restTitles('?tag=Secret')).toEqual([]);
    expect(await restTitles('?published_only=true&limit=20&tag=Advice')).toEqual(['D', 'B']);
    expect((await server.graphql(POSTS, { tag: 'Scania' })).data.blogPosts.items.map((p: Json) => label(p.id))).toEqual(['A']);
  });

  it('pages with limit', async () => {
    expect(await restTitles('?limit=2')).toEqual(['D', 'B']);
    expect(await restTitles('?limit=2&skip=2')).toEqual(['A']);
    expect((await server.request('/api/blog?limit=101')).status).toBe(422);
    expect((await server.graphql(POSTS, { limit: 101 })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it('counts tags of published posts only, most used first, then by name', async () => {
    const expected = [
      { tag: 'Advice', count: 2 },
      { tag: 'News', count: 2 },
      { tag: 'Scania', count: 1 },
    ];
    expect(await (await server.request('/api/blog/tags/list')).json()).toEqual(expected);
    expect((await server.graphql('{ blogTags { tag count } }')).data.blogTags).toEqual(expected);
  });

  it('hides a draft from the public: 404 and NOT_FOUND by id, also for a customer', async () => {
    expect((await server.request(`/api/blog/${ids.C}`)).status).toBe(404);
    expect((await (await server.request(`/api/blog/${ids.C}`)).json()).detail).toBe('Blog post not found');
    expect((await server.request(`/api/blog/${ids.C}`, { token: customer })).status).toBe(404);
    for (const token of [undefined, customer]) {
      const { data, errors } = await server.graphql(`{ blogPost(id: ${ids.C}) { title } }`, undefined, token);
      expect(errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(data).toBeNull();
    }
  });

  it('shows a draft to staff with backoffice:read, by id and in the full list', async () => {
    expect(await (await server.request(`/api/blog/${ids.C}`, { token: viewer })).json()).toMatchObject({ id: ids.C, published: false, title: 'Draft plans' });
    expect((await server.graphql(`{ blogPost(id: ${ids.C}) { published } }`, undefined, viewer)).data.blogPost).toEqual({ published: false });
    expect(await restTitles('?published_only=false&limit=50', viewer)).toEqual(['D', 'C', 'B', 'A']);
    const { data } = await server.graphql(POSTS, { publishedOnly: false }, editor);
    expect(data.blogPosts.items.map((p: Json) => label(p.id))).toEqual(['D', 'C', 'B', 'A']);
  });

  it('refuses the full list to anonymous callers (401) and customers (403), every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await server.request('/api/blog?published_only=false')).status).toBe(401);
      expect((await server.request('/api/blog?published_only=false', { token: customer })).status).toBe(403);
      const anonymous = await server.graphql(POSTS, { publishedOnly: false });
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(JSON.stringify(anonymous)).not.toContain('Draft plans');
    }
    expect((await server.graphql(POSTS, { publishedOnly: false }, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('does not let a shared cache keep a list with drafts', async () => {
    const res = await server.request('/api/blog?published_only=false', { token: viewer });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 / NOT_FOUND for an unknown id and 422 for one that is not a number', async () => {
    expect((await server.request('/api/blog/999999')).status).toBe(404);
    expect((await server.request('/api/blog/abc')).status).toBe(422);
    expect((await server.graphql('{ blogPost(id: 999999) { id } }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('views', () => {
  it('counts visits over REST and GraphQL, returning the new count, shown at once by cached reads', async () => {
    const post = await createBlogPost(server, editor);
    // Cached before the visits.
    expect((await server.graphql(`{ blogPost(id: ${post.id}) { views } }`)).data.blogPost.views).toBe(0);
    expect((await (await server.request(`/api/blog/${post.id}`)).json()).views).toBe(0);

    expect(await (await server.request(`/api/blog/${post.id}/view`, { method: 'POST' })).json()).toEqual({ views: 1 });
    expect(await (await server.request(`/api/blog/${post.id}/view`, { method: 'POST' })).json()).toEqual({ views: 2 });
    expect((await server.graphql(`mutation { recordBlogView(id: ${post.id}) }`)).data.recordBlogView).toBe(3);

    expect((await server.graphql(`{ blogPost(id: ${post.id}) { views } }`)).data.blogPost.views).toBe(3);
    expect((await (await server.request(`/api/blog/${post.id}`)).json()).views).toBe(3);
    const [row] = await sql(server, 'SELECT views FROM blog_posts WHERE id = $1', [post.id]);
    expect(row.views).toBe(3);
  });

  it('does not count views of drafts or unknown posts', async () => {
    const draft = await createBlogPost(server, editor, { published: false });
    expect((await server.request(`/api/blog/${draft.id}/view`, { method: 'POST' })).status).toBe(404);
    expect((await server.graphql(`mutation { recordBlogView(id: ${draft.id}) }`)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await server.request('/api/blog/999999/view', { method: 'POST' })).status).toBe(404);
    const [row] = await sql(server, 'SELECT views FROM blog_posts WHERE id = $1', [draft.id]);
    expect(row.views).toBe(0);
  });
});

describe('writing posts', () => {
  it.each([
    ['a script element', '<p>Hello</p><script>alert(1)</script>', ['<script', 'alert(1)']],
    ['an event handler', '<p>Hi</p><img src="https://example.com/a.jpg" onerror="alert(1)">', ['onerror']],
    ['a javascript: link', '<p><a href="javascript:alert(1)">click</a></p>', ['javascript:']],
    ['an iframe', '<p>x</p><iframe src="https://evil.example.com"></iframe>', ['<iframe']],
    ['an svg with onload', '<p>x</p><svg onload="alert(1)"><circle r="1"/></svg>', ['<svg', 'onload']],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>', ['javascript:', 'background']],
    ['a data: image', '<p>x</p><img src="data:image/svg+xml;base64,PHN2Zz4=">', ['data:']],
  ])('stores %s sanitised', async (_name, payload, forbidden) => {
    const post = await createBlogPost(server, editor, { content: payload });
    const [row] = await sql<{ content: string }>(server, 'SELECT content FROM blog_posts WHERE id = $1', [post.id]);
    for (const text of forbidden) {
      expect(row.content.toLowerCase()).not.toContain(text);
      expect(post.content.toLowerCase()).not.toContain(text);
    }
    expect(row.content).toContain('<p>');
  });

  it('keeps headings, lists, links and images of ordinary posts', async () => {
    const content = '<h2>New stock</h2><p>See <a href="https://example.com/stock">our stock</a>.</p><ul><li>R 450</li></ul><img src="/media/demo/tractor-1.svg" alt="Truck">';
    const post = await createBlogPost(server, editor, { content });
    expect(post.content).toContain('<h2>New stock</h2>');
    expect(post.content).toContain('<ul><li>R 450</li></ul>');
    expect(post.content).toContain('href="https://example.com/stock"');
    expect(post.content).toContain('<img src="/media/demo/tractor-1.svg" alt="Truck" />');
  });

  it('refuses content with nothing left once unsafe HTML is removed', async () => {
    const before = await storedCount();
    const res = await server.request('/api/blog', { body: blogBody({ content: '<script>alert(1)</script>' }), token: editor });
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain('content');
    expect(await storedCount()).toBe(before);
  });

  it('writes an excerpt of about 160 characters from the text when left empty, cut at a word boundary', async () => {
    const words = 'Scania R 450 tractor units &amp; rigids from our Leicester yard, all inspected in the workshop before delivery.';
    const content = `<h2>Fresh stock</h2><p>${words} ${words}</p><p>${words}</p>`;
    const post = await createBlogPost(server, editor, { content, excerpt: '' });
    const text = `${words} ${words} ${words}`.replace(/&amp;/g, '&');
    expect(post.excerpt.endsWith('…')).toBe(true);
    const cut = post.excerpt.slice(0, -1);
    expect(cut.length).toBeGreaterThan(100);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(text.startsWith(cut)).toBe(true);
    expect(text[cut.length]).toMatch(/[\s.,]/);
    expect(post.excerpt).not.toMatch(/[<>]|&amp;/);
    // The heading is left out of the excerpt.
    expect(post.excerpt.startsWith('Scania R 450')).toBe(true);
    expect(post.excerpt).not.toContain('Fresh stock');

    const short = await createBlogPost(server, editor, { content: '<p>Short &amp; sweet.</p>' });
    expect(short.excerpt).toBe('Short & sweet.');
    const headingOnly = await createBlogPost(server, editor, { content: '<h2>Only a heading</h2>' });
    expect(headingOnly.excerpt).toBe('Only a heading');
  });

  it('keeps an excerpt written by hand, and lets an untouched one follow new content', async () => {
    const written = await createBlogPost(server, editor, { excerpt: '  Our own summary.  ' });
    expect(written.excerpt).toBe('Our own summary.');
    const updated = await server.request(`/api/blog/${written.id}`, { method: 'PUT', token: editor, body: { ...written, content: '<p>Completely new text.</p>' } });
    expect((await updated.json()).excerpt).toBe('Our own summary.');

    const auto = await createBlogPost(server, editor, { content: '<p>First version.</p>' });
    expect(auto.excerpt).toBe('First version.');
    const res = await server.request(`/api/blog/${auto.id}`, { method: 'PUT', token: editor, body: { ...auto, content: '<p>Second version.</p>' } });
    expect(res.status).toBe(200);
    expect((await res.json()).excerpt).toBe('Second version.');
  });

  it('trims tags and drops empty ones and repeats, from a list or comma-separated text', async () => {
    expect((await createBlogPost(server, editor, { tags: [' Scania ', 'News', 'scania', '', 'Hire  Fleet'] })).tags).toEqual(['Scania', 'News', 'Hire Fleet']);
    expect((await createBlogPost(server, editor, { tags: 'MOT, Advice,, mot ,Workshop' })).tags).toEqual(['MOT', 'Advice', 'Workshop']);
    expect((await createBlogPost(server, editor, { tags: undefined })).tags).toEqual([]);
  });

  it('publishes by default, and the author defaults to the company name of the site content', async () => {
    const post = await createBlogPost(server, editor, { author: '' });
    expect(post).toMatchObject({ published: true, author: 'Leicester Commercial Trucks', views: 0 });
    expect((await createBlogPost(server, editor, { author: 'James Walker' })).author).toBe('James Walker');
    const saved = await server.request('/api/content/contact', { method: 'PUT', token: editor, body: { content: { company_name: 'LCT Ltd' } } });
    expect(saved.status).toBe(200);
    try {
      expect((await createBlogPost(server, editor)).author).toBe('LCT Ltd');
    } finally {
      await server.request('/api/content/contact', { method: 'PUT', token: editor, body: { content: {} } });
    }
  });

  it.each([
    [{ title: undefined }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ content: '' }, 'content'],
    [{ featured_image: 'ftp://example.com/a.jpg' }, 'featured_image'],
    [{ featured_image: 'javascript:alert(1)' }, 'featured_image'],
    [{ tags: [1, 2] }, 'tags'],
    [{ tags: ['x'.repeat(51)] }, 'tags'],
    [{ published: 'yes' }, 'published'],
    [{ views: 1000, colour: 'red' }, 'colour'],
  ])('answers 422 naming the field for %j and stores nothing', async (overrides, field) => {
    const before = await storedCount();
    const res = await server.request('/api/blog', { body: blogBody(overrides), token: editor });
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(field);
    expect(await storedCount()).toBe(before);
  });

  it('replaces on PUT (a post read back from GET may be sent as it is), keeping views; deletes with 204', async () => {
    const post = await createBlogPost(server, editor);
    await server.request(`/api/blog/${post.id}/view`, { method: 'POST' });
    const res = await server.request(`/api/blog/${post.id}`, { method: 'PUT', token: editor, body: { ...post, views: 0, title: 'Renamed', published: false } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: post.id, title: 'Renamed', published: false, views: 1 });
    expect((await server.request(`/api/blog/${post.id}`, { method: 'DELETE', token: editor })).status).toBe(204);
    expect((await server.request(`/api/blog/${post.id}`, { token: editor })).status).toBe(404);
    expect((await server.request(`/api/blog/${post.id}`, { method: 'PUT', token: editor, body: blogBody() })).status).toBe(404);
  });

  it('answers 401 without a token and 403 for a viewer, storing nothing', async () => {
    const before = await storedCount();
    expect((await server.request('/api/blog', { body: blogBody() })).status).toBe(401);
    expect((await server.request('/api/blog', { body: blogBody(), token: viewer })).status).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it('creates, updates and deletes over GraphQL as an editor, with BAD_USER_INPUT naming the field', async () => {
    const create = `mutation($input: BlogPostInput!) { createBlogPost(input: $input) { id title content excerpt featuredImage tags published author } }`;
    const created = await server.graphql(create, { input: { title: 'From GraphQL', content: '<p>Hi <script>x</script></p>', tags: ['A', 'a'], featuredImage: 'https://example.com/p.jpg' } }, editor);
    expect(created.errors).toBeUndefined();
    expect(created.data.createBlogPost).toMatchObject({ content: '<p>Hi </p>', excerpt: 'Hi', tags: ['A'], published: true, featuredImage: 'https://example.com/p.jpg' });
    const { id } = created.data.createBlogPost;
    const updated = await server.graphql(`mutation($id: Int!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { published featuredImage } }`, { id, input: { title: 'x', content: '<p>x</p>', published: false } }, editor);
    expect(updated.data.updateBlogPost).toEqual({ published: false, featuredImage: null });
    expect((await server.graphql(`mutation { deleteBlogPost(id: ${id}) }`, undefined, editor)).data.deleteBlogPost).toBe(true);
    const invalid = await server.graphql(create, { input: { title: 'x', content: '<p>x</p>', featuredImage: 'not a url' } }, editor);
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'featured_image' });
  });
});

describe('cached reads', () => {
  it('shows a new post, a published draft and a deletion to anonymous REST and GraphQL readers at once', async () => {
    const titles = async () => ({
      rest: ((await (await server.request('/api/blog?tag=Cache')).json()) as Json[]).map((p) => p.title),
      graphql: (await server.graphql(POSTS, { tag: 'Cache' })).data.blogPosts.items.map((p: Json) => p.title),
      tags: ((await server.graphql('{ blogTags { tag count } }')).data.blogTags as Json[]).find((t) => t.tag === 'Cache')?.count ?? 0,
    });
    expect(await titles()).toEqual({ rest: [], graphql: [], tags: 0 });
    const draft = await createBlogPost(server, editor, { title: 'Cached draft', tags: ['Cache'], published: false });
    expect(await titles()).toEqual({ rest: [], graphql: [], tags: 0 });
    const res = await server.request(`/api/blog/${draft.id}`, { method: 'PUT', token: editor, body: { ...draft, published: true } });
    expect(res.status).toBe(200);
    expect(await titles()).toEqual({ rest: ['Cached draft'], graphql: ['Cached draft'], tags: 1 });
    expect((await server.graphql(`{ blogPost(id: ${draft.id}) { title } }`)).data.blogPost.title).toBe('Cached draft');
    await server.request(`/api/blog/${draft.id}`, { method: 'DELETE', token: editor });
    expect(await titles()).toEqual({ rest: [], graphql: [], tags: 0 });
  });

  it('gives staff the drafts even when anonymous answers to the same query are cached', async () => {
    const draft = await createBlogPost(server, editor, { title: 'Staff only', published: false });
    const query = `{ blogPost(id: ${draft.id}) { title } }`;
    expect((await server.graphql(query)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await server.graphql(query, undefined, viewer)).data.blogPost.title).toBe('Staff only');
    expect((await server.graphql(query)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
