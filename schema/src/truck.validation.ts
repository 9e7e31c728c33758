import * as yup from 'yup';
import { BODY_TYPES, CAB_TYPES, EMISSIONS, HIRE_STATUSES, MIN_TRUCK_YEAR, TEXT_LIMITS, maxTruckYear } from './constants.js';
import { strictText } from './fields.js';
import { imageListEntry } from './media.js';

/** Empty strings from forms mean "not given". */
const emptyToNull = (value: unknown, original: unknown) => (original === '' ? null : value);

const text = (label: string, max: number) => strictText(label).max(max, `${label} must be at most ${max} characters`);
const requiredText = (label: string, max: number) => text(label, max).required(`${label} is required`);
const optionalText = (label: string, max: number) => text(label, max).nullable().default(null).transform(emptyToNull);
const optionalChoice = (label: string, options: readonly string[]) =>
  yup
    .string()
    .nullable()
    .default(null)
    .transform(emptyToNull)
    .oneOf([...options, null], `${label} must be one of: ${options.join(', ')}`);
const optionalNumber = (label: string) =>
  yup.number().typeError(`${label} must be a number`).nullable().default(null).transform(emptyToNull);
const wholeNumber = (label: string, max: number) =>
  optionalNumber(label)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-GB')}`);
const money = (label: string) => wholeNumber(label, 10_000_000);
/** True for 19.5 and 7, false for 18.25 (within floating-point noise: 0.1 * 3 is 0.30000000000000004). */
const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

/** A video: a web address, or a path on this site such as an uploaded video's /media/<sha256>.mp4. */
const videoUrl = strictText('Each address')
  .max(TEXT_LIMITS.url, 'Each address must be at most ${max} characters')
  .matches(/^(https?:\/\/|\/)[^\s]*$/, 'Each entry must be a web address or a path on this site')
  .required();

/** The most videos a truck keeps (the truck form counts against it too). */
export const MAX_TRUCK_VIDEOS = 20;

/**
 * The truck record as the admin form and the REST API name its fields (the specs' words).
 * The server validates every write with this; the form uses it for its messages.
 */
export const truckInputSchema = yup
  .object({
    title: requiredText('Title', TEXT_LIMITS.title),
    make: requiredText('Make', TEXT_LIMITS.short),
    model: requiredText('Model', TEXT_LIMITS.short),
    bodytype: requiredText('Body type', TEXT_LIMITS.short),
    uniquestockid: requiredText('Unique stock ID', 64).matches(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/, {
      message: 'Unique stock ID may only contain letters, digits, dots, dashes, slashes and underscores',
      excludeEmptyString: true,
    }),
    description: requiredText('Description', TEXT_LIMITS.description),
    cabtype: optionalChoice('Cab type', CAB_TYPES),
    axle: optionalText('Axle', 20),
    price: money('Price'),
    year: optionalNumber('Year')
      .integer('Year must be a whole number')
      .min(MIN_TRUCK_YEAR, `Year must be ${MIN_TRUCK_YEAR} or later`)
      // The spec's range is 1990 to 2025 (its year of writing); the rule moves on: up to next year's registrations.
      .test('max-year', () => `Year must be ${maxTruckYear()} or earlier`, (y) => y === null || y === undefined || y <= maxTruckYear()),
    power: optionalText('Power', 50),
    weight: optionalNumber('Weight')
      .min(0, 'Weight cannot be negative')
      .max(100, 'Weight must be at most 100 tonnes')
      .test('weight-step', 'Weight must be in steps of 0.1 tonnes', (w) => w === null || w === undefined || isTenth(w)),
    mileage: wholeNumber('Mileage', 10_000_000),
    emissions: optionalChoice('Emissions', EMISSIONS),
    // Embedded pictures (data:image URLs) are stored by the server, which keeps their /media URLs instead.
    images: yup.array(imageListEntry()).max(50, 'At most 50 images').default([]),
    videos: yup.array(videoUrl).max(MAX_TRUCK_VIDEOS, `At most ${MAX_TRUCK_VIDEOS} videos`).default([]),
    featured: yup.boolean().typeError('Featured must be true or false').default(false),
    available_for_hire: yup.boolean().typeError('Available for hire must be true or false').default(false),
    hire_status: yup
      .string()
      .oneOf([...HIRE_STATUSES], `Hire status must be one of: ${HIRE_STATUSES.join(', ')}`)
      .default('available'),
    hire_daily_rate: money('Daily hire rate'),
    hire_weekly_rate: money('Weekly hire rate'),
    hire_monthly_rate: money('Monthly hire rate'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type TruckInput = yup.InferType<typeof truckInputSchema>;

/** Body types offered in the admin form. */
export const TRUCK_FORM_BODY_TYPES = BODY_TYPES;

export const truckFieldNames = Object.keys(truckInputSchema.fields) as (keyof TruckInput)[];
