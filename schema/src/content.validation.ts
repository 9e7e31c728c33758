import * as yup from 'yup';
import { TEXT_LIMITS, type SiteSectionName } from './constants.js';
import { strictBoolean, strictText } from './fields.js';
import { optionalImage } from './media.js';

/*
 * The content editor's sections. Every key may be left out (the site shows its default for it);
 * a key that is sent must be valid, and keys the section does not have are refused.
 */

/** The editor's maximum lengths (back-office spec, section 5), with its live counters. */
export const CONTENT_LIMITS = {
  hero: { title: 50, subtitle: 100, description: 300, ctaText: 30, ctaSecondaryText: 30 },
  services: { title: 50, subtitle: 200, serviceTitle: 20, serviceDescription: 150, items: 12 },
  contact: { company_name: 50, address: 200, phone: 40 },
  testimonial: { text: 300, author: 50, source: 50 },
} as const;

const unknownKeys = 'Unknown field: ${unknown}';

const text = (label: string, max: number) => strictText(label).max(max, `${label} must be at most ${max} characters`);

/** Text that, when sent, must not be empty (the site cannot show an empty phone number). */
const filledText = (label: string, max: number) => text(label, max).test('filled', `${label} cannot be empty`, (v) => v === undefined || v !== '');

/**
 * A picture: a web address, a path on this site, an uploaded picture (data:image URL, which the
 * server stores and replaces with its /media URL: the editor's Upload File mode), or empty for
 * "none" (null counts as empty).
 */
export const imageField = optionalImage;

/** #rrggbb or #rgb. */
const colour = (label: string) => strictText(label).matches(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, `${label} must be a colour such as #ea6c0a or #fff`);

const L = CONTENT_LIMITS;

export const heroContentSchema = yup
  .object({
    title: text('Hero title', L.hero.title),
    subtitle: text('Hero subtitle', L.hero.subtitle),
    description: text('Hero description', L.hero.description),
    ctaText: text('Primary button text', L.hero.ctaText),
    ctaSecondaryText: text('Secondary button text', L.hero.ctaSecondaryText),
    backgroundImage: imageField('Background image'),
    darkOverlay: strictBoolean('Dark overlay'),
  })
  .noUnknown(true, unknownKeys);

export const heroImagesContentSchema = yup
  .object({
    contactPage: imageField('Contact page image'),
    repairsPage: imageField('Repairs page image'),
    partsPage: imageField('Parts page image'),
    aboutPage: imageField('About page image'),
  })
  .noUnknown(true, unknownKeys);

export const serviceItemSchema = yup
  .object({
    title: text('Service title', L.services.serviceTitle).required('Service title is required'),
    description: text('Service description', L.services.serviceDescription).default(''),
  })
  .noUnknown(true, unknownKeys);

export const servicesContentSchema = yup
  .object({
    title: text('Services title', L.services.title),
    subtitle: text('Services subtitle', L.services.subtitle),
    services: yup
      .array(serviceItemSchema)
      .typeError('Services must be a list')
      .max(L.services.items, `At most ${L.services.items} services`),
  })
  .noUnknown(true, unknownKeys);

export const contactContentSchema = yup
  .object({
    company_name: filledText('Company name', L.contact.company_name),
    office_phone: filledText('Office phone', L.contact.phone),
    mobile_phone: filledText('Mobile phone', L.contact.phone),
    email: filledText('Email', TEXT_LIMITS.email).email('Enter a valid email address'),
    address: filledText('Address', L.contact.address),
  })
  .noUnknown(true, unknownKeys);

export const coloursContentSchema = yup
  .object({
    primary: colour('Primary colour'),
    accent: colour('Accent colour'),
    background: colour('Background colour'),
    text: colour('Text colour'),
    navigationBackground: colour('Navigation background'),
  })
  .noUnknown(true, unknownKeys);

export const testimonialContentSchema = yup
  .object({
    text: text('Testimonial text', L.testimonial.text),
    author: text('Customer name', L.testimonial.author),
    source: text('Source', L.testimonial.source),
    rating: yup
      .number()
      .transform((value, original) => (typeof original === 'number' ? value : original))
      .typeError('Rating must be a number')
      .integer('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be from 1 to 5')
      .max(5, 'Rating must be from 1 to 5'),
  })
  .noUnknown(true, unknownKeys);

/** The picture fields of each section: the ones that may hold an uploaded picture (Upload File mode). */
export const SITE_SECTION_IMAGE_FIELDS: Partial<Record<SiteSectionName, readonly string[]>> = {
  hero: ['backgroundImage'],
  heroImages: ['contactPage', 'repairsPage', 'partsPage', 'aboutPage'],
};

/** The rules of each section, for the server's updateSiteSection and the editor's forms. */
export const siteSectionSchemas = {
  hero: heroContentSchema,
  heroImages: heroImagesContentSchema,
  services: servicesContentSchema,
  contact: contactContentSchema,
  colours: coloursContentSchema,
  testimonial: testimonialContentSchema,
} satisfies Record<SiteSectionName, yup.AnyObjectSchema>;

export type HeroContent = yup.InferType<typeof heroContentSchema>;
export type HeroImagesContent = yup.InferType<typeof heroImagesContentSchema>;
export type ServicesContent = yup.InferType<typeof servicesContentSchema>;
export type ContactContent = yup.InferType<typeof contactContentSchema>;
export type ColoursContent = yup.InferType<typeof coloursContentSchema>;
export type TestimonialContent = yup.InferType<typeof testimonialContentSchema>;

/** A section with every key filled in, as the site reads it. */
export interface SiteContentValues {
  hero: Required<HeroContent>;
  heroImages: Required<HeroImagesContent>;
  services: { title: string; subtitle: string; services: { title: string; description: string }[] };
  contact: Required<ContactContent>;
  colours: Required<ColoursContent>;
  testimonial: Required<TestimonialContent>;
}
