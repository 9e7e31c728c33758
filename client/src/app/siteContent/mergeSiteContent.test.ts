import { describe, expect, it } from 'vitest';
import { DEFAULT_HERO_IMAGE, SITE_DEFAULTS } from '../siteDefaults';
import { mergeSiteContent } from './mergeSiteContent';

describe('mergeSiteContent', () => {
  it('is the defaults before anything loads', () => {
    expect(mergeSiteContent(undefined)).toEqual(SITE_DEFAULTS);
    expect(mergeSiteContent(undefined)).not.toBe(SITE_DEFAULTS);
  });

  it('lays what staff saved over the defaults, key by key', () => {
    const content = mergeSiteContent([
      { section: 'contact', content: { office_phone: '0116 999 0000', email: 'hello@example.com' } },
      { section: 'hero', content: { title: 'Spring Sale', darkOverlay: false } },
      { section: 'colours', content: { accent: '#16a34a' } },
    ]);
    expect(content.contact).toEqual({
      ...SITE_DEFAULTS.contact,
      office_phone: '0116 999 0000',
      email: 'hello@example.com',
    });
    expect(content.hero).toMatchObject({ title: 'Spring Sale', darkOverlay: false, ctaText: 'Browse Trucks' });
    expect(content.colours).toEqual({ ...SITE_DEFAULTS.colours, accent: '#16a34a' });
  });

  it('keeps the default for empty text, wrong types, bad colours and unknown keys or sections', () => {
    const content = mergeSiteContent([
      { section: 'hero', content: { title: '  ', backgroundImage: '', darkOverlay: 'yes', extra: 'x' } },
      { section: 'colours', content: { primary: 'red', background: '#fff' } },
      { section: 'testimonial', content: { rating: 9 } },
      { section: 'unknown', content: { title: 'x' } },
      { section: 'contact', content: null },
    ]);
    expect(content.hero.title).toBe(SITE_DEFAULTS.hero.title);
    expect(content.hero.backgroundImage).toBe(DEFAULT_HERO_IMAGE);
    expect(content.hero.darkOverlay).toBe(true);
    expect(content.hero).not.toHaveProperty('extra');
    expect(content.colours).toMatchObject({ primary: SITE_DEFAULTS.colours.primary, background: '#fff' });
    expect(content.testimonial.rating).toBe(5);
    expect(content).not.toHaveProperty('unknown');
    expect(content.contact).toEqual(SITE_DEFAULTS.contact);
  });

  it('takes the services that have a title, or the defaults when none has', () => {
    const services = mergeSiteContent([
      { section: 'services', content: { services: [{ title: 'Welding' }, { description: 'no title' }, 'junk'] } },
    ]).services.services;
    expect(services).toEqual([{ title: 'Welding', description: '' }]);
    expect(mergeSiteContent([{ section: 'services', content: { services: [] } }]).services.services).toEqual(
      SITE_DEFAULTS.services.services,
    );
  });
});
