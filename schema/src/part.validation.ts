import * as yup from 'yup';
import { PART_AVAILABILITY, PART_CATEGORIES, PART_CONDITIONS, PART_WARRANTIES } from './constants.js';
import { strictBoolean, strictText } from './fields.js';
import { imageListEntry } from './media.js';

export const PART_LIMITS = {
  name: 200,
  part_number: 64,
  compatibility: 500,
  description: 5000,
  price: 50,
  images: 20,
} as const;

const requiredText = (label: string, max: number) =>
  strictText(label).max(max, `${label} must be at most ${max} characters`).required(`${label} is required`);

const choice = (label: string, options: readonly string[]) =>
  strictText(label)
    .required(`${label} is required`)
    .oneOf([...options], `${label} must be one of: ${options.join(', ')}`);


/**
 * A part as the parts admin and the REST API name its fields (back-office spec, section 5):
 * every field but images and featured is required; category, condition, availability and
 * coverage come from the spec's lists.
 */
export const partInputSchema = yup
  .object({
    name: requiredText('Name', PART_LIMITS.name),
    part_number: requiredText('Part number', PART_LIMITS.part_number).matches(/^[A-Za-z0-9][A-Za-z0-9 ._\-/]*$/, {
      message: 'Part number may only contain letters, digits, spaces, dots, dashes, slashes and underscores',
      excludeEmptyString: true,
    }),
    category: choice('Category', PART_CATEGORIES),
    condition: choice('Condition', PART_CONDITIONS),
    compatibility: requiredText('Compatibility', PART_LIMITS.compatibility),
    description: requiredText('Description', PART_LIMITS.description),
    price: requiredText('Price', PART_LIMITS.price),
    availability: choice('Availability', PART_AVAILABILITY),
    warranty: choice('Coverage', PART_WARRANTIES),
    images: yup
      .array(imageListEntry())
      .transform((value, original) => (original === null ? [] : value))
      .typeError('Images must be a list')
      .max(PART_LIMITS.images, `At most ${PART_LIMITS.images} images`)
      .default([]),
    featured: strictBoolean('Featured').default(false),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type PartInput = yup.InferType<typeof partInputSchema>;
