import { SITE_SECTIONS, siteSectionSchemas, type SiteContentValues, type SiteSectionName } from '@dealer/schema';
import { yupToFormErrors, type FormikErrors } from 'formik';
import * as yup from 'yup';

/** The editor's values: every section with every key, as the server reads them back. */
export type ContentValues = SiteContentValues;

/** The sidebar, in the server's section order (SITE_SECTIONS). */
export const SECTION_LABELS: Record<SiteSectionName, string> = {
  hero: 'Hero Section',
  heroImages: 'Hero Images',
  services: 'Services',
  contact: 'Contact Info',
  colours: 'Colours & Theme',
  testimonial: 'Testimonial',
};

export const SAVED_MESSAGE = 'Content saved successfully! Changes are now live on your website.';
export const SAVE_FAILED = 'Failed to save content';
export const LOAD_FAILED = 'Failed to load content';
/** How long the saved banner stays (back-office spec, business constants). */
export const SAVED_BANNER_MS = 3000;

/** The colour presets of the back-office spec. */
export const COLOUR_PRESETS = ['#ea6c0a', '#B44105', '#000000', '#ffffff', '#374151', '#d97706'] as const;

export const DEFAULT_NAVIGATION_BACKGROUND = '#2A2A2A';

/** Navigation background swatches: white, greys, the default #2A2A2A, black. */
export const NAVIGATION_SWATCHES = [
  '#ffffff',
  '#f3f4f6',
  '#d1d5db',
  '#9ca3af',
  '#6b7280',
  '#4b5563',
  '#374151',
  '#1f2937',
  DEFAULT_NAVIGATION_BACKGROUND,
  '#000000',
] as const;

/** What a new service starts as. */
export const EMPTY_SERVICE = { title: '', description: '' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldType = (section: SiteSectionName, key: string): string =>
  ((siteSectionSchemas[section] as yup.AnyObjectSchema).fields[key] as yup.Schema | undefined)?.type ?? 'string';

/**
 * A section as the form holds it: every key of the section's shared rules, each of its type. The
 * server fills in defaults, so the fallbacks here only cover a section it sends half-empty.
 */
export function toSectionValues<S extends SiteSectionName>(section: S, content: unknown): ContentValues[S] {
  const source = isRecord(content) ? content : {};
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(siteSectionSchemas[section].fields)) {
    const value = source[key];
    switch (fieldType(section, key)) {
      case 'boolean':
        values[key] = typeof value === 'boolean' ? value : true;
        break;
      case 'number':
        values[key] = typeof value === 'number' && Number.isFinite(value) ? value : 5;
        break;
      case 'array':
        values[key] = Array.isArray(value)
          ? value.filter(isRecord).map((item) => ({
              title: typeof item.title === 'string' ? item.title : '',
              description: typeof item.description === 'string' ? item.description : '',
            }))
          : [];
        break;
      default:
        values[key] = typeof value === 'string' ? value : '';
    }
  }
  return values as unknown as ContentValues[S];
}

/** The form's values from the loaded sections, in the server's order. */
export function toContentValues(sections: readonly { section: string; content: unknown }[]): ContentValues {
  const bySection = new Map(sections.map((s) => [s.section, s.content]));
  return Object.fromEntries(SITE_SECTIONS.map((section) => [section, toSectionValues(section, bySection.get(section))])) as unknown as ContentValues;
}

/** The sections whose values differ from what was last loaded or saved, in saving order. */
export function changedSections(values: ContentValues, saved: ContentValues): SiteSectionName[] {
  return SITE_SECTIONS.filter((section) => JSON.stringify(values[section]) !== JSON.stringify(saved[section]));
}

const contentSchema = yup.object(siteSectionSchemas);

/**
 * The shared rules of every section, as Formik errors. Run by hand rather than through Formik's
 * validationSchema, which turns empty texts into undefined and so would let an empty phone
 * number through that the server refuses.
 */
export async function validateContent(values: ContentValues): Promise<FormikErrors<ContentValues>> {
  try {
    await contentSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (yup.ValidationError.isError(error)) return yupToFormErrors<ContentValues>(error);
    throw error;
  }
}

/** The first section (in sidebar order) with an error, if any. */
export function firstInvalidSection(errors: FormikErrors<ContentValues>): SiteSectionName | undefined {
  return SITE_SECTIONS.find((section) => errors[section] !== undefined);
}
