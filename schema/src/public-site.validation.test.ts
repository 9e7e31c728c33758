import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { blogPostInputSchema, enquirySchema, newsletterSchema, normaliseTags, partInputSchema, siteSectionSchemas } from './index.js';

const options = { abortEarly: true, stripUnknown: false };

async function problem(schema: { validate(v: unknown, o: object): Promise<unknown> }, value: unknown): Promise<[string, string]> {
  try {
    await schema.validate(value, options);
  } catch (error) {
    if (error instanceof ValidationError) return [error.path ?? '', error.message];
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
}

const part = {
  name: 'Clutch Kit',
  part_number: 'TRN002',
  category: 'Transmission',
  condition: 'Genuine New',
  compatibility: 'Scania R series',
  description: 'Cover, plate and bearing.',
  price: '£695',
  availability: 'In Stock',
  warranty: '6 months',
};

describe('site content sections', () => {
  it('keep only the keys sent, so the rest read as defaults', async () => {
    expect(await siteSectionSchemas.hero.validate({ title: ' Trucks ' }, options)).toEqual({ title: 'Trucks' });
    expect(await siteSectionSchemas.heroImages.validate({ aboutPage: null }, options)).toEqual({ aboutPage: '' });
  });

  it('hold the editor limits and formats', async () => {
    expect(await problem(siteSectionSchemas.hero, { ctaText: 'x'.repeat(31) })).toEqual(['ctaText', 'Primary button text must be at most 30 characters']);
    expect(await problem(siteSectionSchemas.services, { services: [{ title: 'x'.repeat(21) }] })).toEqual(['services[0].title', 'Service title must be at most 20 characters']);
    expect(await problem(siteSectionSchemas.colours, { text: 'grey' })).toEqual(['text', 'Text colour must be a colour such as #ea6c0a or #fff']);
    expect(await problem(siteSectionSchemas.testimonial, { rating: 6 })).toEqual(['rating', 'Rating must be from 1 to 5']);
    expect(await problem(siteSectionSchemas.contact, { fax: '0116' })).toEqual(['', 'Unknown field: fax']);
  });
});

describe('partInputSchema', () => {
  it('needs every field of the spec but images and featured, which default', async () => {
    expect(await partInputSchema.validate(part, options)).toEqual({ ...part, images: [], featured: false });
    expect(await problem(partInputSchema, { ...part, warranty: undefined })).toEqual(['warranty', 'Coverage is required']);
  });

  it('takes only the option lists of the spec', async () => {
    expect((await problem(partInputSchema, { ...part, condition: 'Used - Fair' }))[0]).toBe('condition');
    expect((await problem(partInputSchema, { ...part, availability: '3 Days' }))[0]).toBe('availability');
  });

  it('takes web addresses, site paths and embedded JPEG, PNG, GIF or WebP pictures, nothing else', async () => {
    const images = ['https://cdn.example.com/a.jpg', '/media/a.svg', 'data:image/webp;base64,UklGRg=='];
    expect((await partInputSchema.validate({ ...part, images }, options)).images).toEqual(images);
    expect((await problem(partInputSchema, { ...part, images: ['data:text/html;base64,PGI+'] }))[0]).toBe('images[0]');
    // SVG can carry script, so it is not taken as an upload.
    expect(await problem(partInputSchema, { ...part, images: ['/a.jpg', 'data:image/svg+xml;base64,PHN2Zz4='] })).toEqual([
      'images[1]',
      'Each image must be a web address, a path on this site or an uploaded JPEG, PNG, GIF or WebP picture',
    ]);
  });
});

describe('blogPostInputSchema', () => {
  it('splits, trims and de-duplicates tags in any case', () => {
    expect(normaliseTags(' News, scania,, NEWS ,Scania ')).toEqual(['News', 'scania']);
    expect(normaliseTags(['a', ' b ', 'A', ''])).toEqual(['a', 'b']);
  });

  it('defaults to published, with empty excerpt, image and author left to the server', async () => {
    expect(await blogPostInputSchema.validate({ title: 'T', content: '<p>x</p>', excerpt: '', featured_image: '', author: '' }, options)).toEqual({
      title: 'T',
      content: '<p>x</p>',
      excerpt: null,
      featured_image: null,
      tags: [],
      published: true,
      author: null,
    });
  });

  it('needs a web address, a site path or an uploaded picture for the featured image', async () => {
    const upload = 'data:image/png;base64,iVBORw0KGgo=';
    expect((await blogPostInputSchema.validate({ title: 'T', content: 'c', featured_image: upload }, options)).featured_image).toBe(upload);
    expect((await problem(blogPostInputSchema, { title: 'T', content: 'c', featured_image: 'data:text/plain;base64,AA' }))[0]).toBe('featured_image');
    expect(await problem(blogPostInputSchema, { title: 'T', content: 'c', featured_image: `https://example.com/${'a'.repeat(2048)}` })).toEqual([
      'featured_image',
      'Featured image must be at most 2048 characters',
    ]);
  });
});

describe('enquirySchema and newsletterSchema', () => {
  const base = { name: 'Rita', email: 'rita@example.com', subject: 'Hello', message: 'Hi' };

  it('needs name, email, subject and message; the rest is optional and empty means none', async () => {
    expect(await enquirySchema.validate({ ...base, phone: '', company: null }, options)).toMatchObject({ phone: null, company: null, service: null, truck_id: null });
    expect(await problem(enquirySchema, { ...base, subject: ' ' })).toEqual(['subject', 'Subject is required']);
    expect(await problem(enquirySchema, { ...base, message: 'x'.repeat(5001) })).toEqual(['message', 'Message must be at most 5000 characters']);
  });

  it('defaults the newsletter source to website and consent to true', async () => {
    expect(await newsletterSchema.validate({ email: 'a@b.co', full_name: null, source: null }, options)).toEqual({
      email: 'a@b.co',
      full_name: null,
      source: 'website',
      marketing_consent: true,
    });
  });
});
