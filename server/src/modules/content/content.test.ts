import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SECTIONS, siteSectionSchemas } from '@dealer/schema';
import { signedIn, sql } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { SITE_CONTENT_DEFAULTS } from './content.defaults.js';

let server: TestServer;
let editor: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  [editor, viewer] = (await Promise.all((['editor', 'viewer'] as const).map((role) => signedIn(server, role)))).map((u) => u.token);
});
afterAll(() => server?.close());

type Json = Record<string, any>;

const put = (section: string, body: unknown, token = editor) => server.request(`/api/content/${section}`, { method: 'PUT', body, token });
const saved = async (section: string) => (await sql<{ content: Json }>(server, 'SELECT content FROM site_content WHERE section = $1', [section]))[0]?.content;
const rest = async (section: string) => (await (await server.request(`/api/content/${section}`)).json()) as { section: string; content: Json };

const UPDATE = `mutation Update($section: String!, $content: JSONObject!) { updateSiteSection(section: $section, content: $content) { section content } }`;

// Runs first, while nothing is saved.
describe('defaults when nothing is saved', () => {
  it('lists every section in the editor order with the default contact details, colours and hero', async () => {
    const res = await server.request('/api/content');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { section: string; content: Json }[];
    expect(body.map((s) => s.section)).toEqual([...SITE_SECTIONS]);
    const bySection = Object.fromEntries(body.map((s) => [s.section, s.content]));
    expect(bySection.contact).toEqual({
      company_name: 'Leicester Commercial Trucks',
      office_phone: '0116 123 4567',
      mobile_phone: '07700 900123',
      email: 'sales@leicestercommercialtrucks.co.uk',
      address: 'Unit 4, Meridian Business Park, Leicester LE19 1WX',
    });
    expect(bySection.colours).toEqual({ primary: '#000000', accent: '#ea6c0a', background: '#ffffff', text: '#374151', navigationBackground: '#2A2A2A' });
    expect(bySection.hero).toMatchObject({ title: 'Quality Used Trucks for Sale and Hire', darkOverlay: true, backgroundImage: '' });
    expect(Object.keys(bySection.hero).sort()).toEqual(['backgroundImage', 'ctaSecondaryText', 'ctaText', 'darkOverlay', 'description', 'subtitle', 'title']);
    expect(bySection.heroImages).toEqual({ contactPage: '', repairsPage: '', partsPage: '', aboutPage: '' });
    expect(bySection.services.services).toHaveLength(6);
    expect(bySection.testimonial).toMatchObject({ rating: 5 });
  });

  it('answers one section over REST and GraphQL, the same content both ways', async () => {
    const viaRest = await rest('hero');
    const { data } = await server.graphql(`{ siteSection(section: "hero") { section content } all: siteContent { section content } }`);
    expect(viaRest).toEqual({ section: 'hero', content: SITE_CONTENT_DEFAULTS.hero });
    expect(data.siteSection).toEqual(viaRest);
    expect(data.all).toHaveLength(SITE_SECTIONS.length);
  });

  it('keeps defaults that pass their own section rules and the editor limits', async () => {
    for (const section of SITE_SECTIONS) {
      await expect(siteSectionSchemas[section].validate(SITE_CONTENT_DEFAULTS[section], { abortEarly: true })).resolves.toBeDefined();
    }
  });

  it('answers an unknown section with 404 over REST and NOT_FOUND over GraphQL', async () => {
    const res = await server.request('/api/content/footer');
    expect(res.status).toBe(404);
    expect((await res.json()).detail).toMatch(/Unknown content section "footer"/);
    const { errors } = await server.graphql(`{ siteSection(section: "footer") { section } }`);
    expect(errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await put('footer', { content: {} })).status).toBe(404);
    const update = await server.graphql(UPDATE, { section: 'footer', content: {} }, editor);
    expect(update.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('saving a section', () => {
  it('stores what is sent and reads the rest from the defaults; a later save replaces it', async () => {
    const res = await put('hero', { content: { title: '  Trucks from Leicester  ', darkOverlay: false, backgroundImage: '/media/demo/tractor-1.svg' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      section: 'hero',
      content: { ...SITE_CONTENT_DEFAULTS.hero, title: 'Trucks from Leicester', darkOverlay: false, backgroundImage: '/media/demo/tractor-1.svg' },
    });
    expect(await saved('hero')).toEqual({ title: 'Trucks from Leicester', darkOverlay: false, backgroundImage: '/media/demo/tractor-1.svg' });
    expect(await rest('hero')).toEqual(body);

    await put('hero', { content: { subtitle: 'Sales, hire and repairs' } });
    expect((await rest('hero')).content).toEqual({ ...SITE_CONTENT_DEFAULTS.hero, subtitle: 'Sales, hire and repairs' });
  });

  it('accepts a section read back from GET as the body of a PUT', async () => {
    const read = await rest('colours');
    const res = await put('colours', { ...read, content: { ...read.content, accent: '#B44105', text: '#abc' } });
    expect(res.status).toBe(200);
    expect((await rest('colours')).content).toMatchObject({ accent: '#B44105', text: '#abc', primary: '#000000' });
  });

  it('saves the services list and the testimonial at the limits of the editor', async () => {
    const services = [{ title: 'x'.repeat(20), description: 'y'.repeat(150) }];
    expect((await put('services', { content: { title: 't'.repeat(50), subtitle: 's'.repeat(200), services } })).status).toBe(200);
    expect((await rest('services')).content.services).toEqual(services);
    expect((await put('testimonial', { content: { text: 't'.repeat(300), author: 'a'.repeat(50), source: 's'.repeat(50), rating: 4 } })).status).toBe(200);
    expect((await rest('testimonial')).content.rating).toBe(4);
  });

  it('accepts web addresses, site paths and empty for images', async () => {
    const content = { contactPage: 'https://cdn.example.com/contact.jpg', repairsPage: '/media/demo/rigid-1.svg', partsPage: '', aboutPage: null };
    expect((await put('heroImages', { content })).status).toBe(200);
    expect((await rest('heroImages')).content).toEqual({ ...content, aboutPage: '' });
  });

  it('saves through GraphQL as an editor', async () => {
    const { data, errors } = await server.graphql(UPDATE, { section: 'contact', content: { office_phone: '0116 999 0000' } }, editor);
    expect(errors).toBeUndefined();
    expect(data.updateSiteSection.content).toMatchObject({ office_phone: '0116 999 0000', company_name: 'Leicester Commercial Trucks' });
  });

  it('refuses a viewer (403, FORBIDDEN) and an anonymous caller (401), changing nothing', async () => {
    const before = await saved('testimonial');
    expect((await put('testimonial', { content: { rating: 1 } }, viewer)).status).toBe(403);
    expect((await server.request('/api/content/testimonial', { method: 'PUT', body: { content: { rating: 1 } } })).status).toBe(401);
    const { errors } = await server.graphql(UPDATE, { section: 'testimonial', content: { rating: 1 } }, viewer);
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await saved('testimonial')).toEqual(before);
  });
});

describe('validation', () => {
  it.each([
    ['hero', { title: 'x'.repeat(51) }, 'title'],
    ['hero', { subtitle: 'x'.repeat(101) }, 'subtitle'],
    ['hero', { description: 'x'.repeat(301) }, 'description'],
    ['hero', { ctaText: 'x'.repeat(31) }, 'ctaText'],
    ['hero', { ctaSecondaryText: 'x'.repeat(31) }, 'ctaSecondaryText'],
    ['hero', { backgroundImage: 'javascript:alert(1)' }, 'backgroundImage'],
    ['hero', { darkOverlay: 'yes' }, 'darkOverlay'],
    ['hero', { title: 42 }, 'title'],
    ['heroImages', { partsPage: 'ftp://example.com/a.jpg' }, 'partsPage'],
    ['services', { title: 'x'.repeat(51) }, 'title'],
    ['services', { subtitle: 'x'.repeat(201) }, 'subtitle'],
    ['services', { services: [{ title: 'x'.repeat(21) }] }, 'services[0].title'],
    ['services', { services: [{ title: 'Ok', description: 'x'.repeat(151) }] }, 'services[0].description'],
    ['services', { services: [{ description: 'no title' }] }, 'services[0].title'],
    ['services', { services: 'Sales, Hire' }, 'services'],
    ['contact', { company_name: 'x'.repeat(51) }, 'company_name'],
    ['contact', { address: 'x'.repeat(201) }, 'address'],
    ['contact', { email: 'not-an-email' }, 'email'],
    ['contact', { office_phone: '' }, 'office_phone'],
    ['colours', { accent: 'orange' }, 'accent'],
    ['colours', { primary: '#12345' }, 'primary'],
    ['colours', { navigationBackground: '#2A2A2A; background: url(x)' }, 'navigationBackground'],
    ['testimonial', { text: 'x'.repeat(301) }, 'text'],
    ['testimonial', { author: 'x'.repeat(51) }, 'author'],
    ['testimonial', { source: 'x'.repeat(51) }, 'source'],
    ['testimonial', { rating: 0 }, 'rating'],
    ['testimonial', { rating: 6 }, 'rating'],
    ['testimonial', { rating: 4.5 }, 'rating'],
    ['testimonial', { colour: 'red' }, 'colour'],
    ['hero', { headline: 'Unknown key' }, 'headline'],
  ])('%s %j: 422 naming the field, nothing stored', async (section, content, field) => {
    const before = await saved(section);
    const res = await put(section, { content });
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(field);
    expect(await saved(section)).toEqual(before);
    const { errors } = await server.graphql(UPDATE, { section, content }, editor);
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('needs {content} as an object in the PUT body', async () => {
    expect((await put('hero', {})).status).toBe(422);
    expect((await put('hero', { content: 'hello' })).status).toBe(422);
    const res = await put('hero', { title: 'Not wrapped' });
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toBe('Unknown field: title');
  });
});

describe('cached reads', () => {
  it('shows a save to anonymous REST and GraphQL readers at once', async () => {
    const query = `{ siteContent { section content } }`;
    const contactOf = (sections: { section: string; content: Json }[]) => sections.find((s) => s.section === 'contact')!.content;
    // Read twice so both caches hold the answer.
    for (let i = 0; i < 2; i += 1) {
      await server.request('/api/content');
      await server.graphql(query);
    }
    await put('contact', { content: { address: 'Unit 9, New Road, Leicester LE1 1AA' } });
    expect(contactOf(await (await server.request('/api/content')).json()).address).toBe('Unit 9, New Road, Leicester LE1 1AA');
    expect(contactOf((await server.graphql(query)).data.siteContent).address).toBe('Unit 9, New Road, Leicester LE1 1AA');
    expect((await rest('contact')).content.address).toBe('Unit 9, New Road, Leicester LE1 1AA');
  });

  it('answers a conditional GET of unchanged content with 304, and 200 after a save', async () => {
    const first = await server.request('/api/content');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await server.request('/api/content', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await put('testimonial', { content: { author: 'Sam Patel' } });
    const after = await server.request('/api/content', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});
