import * as yup from 'yup';
import { ENQUIRY_LIMITS as L } from './constants.js';
import { emailField, strictBoolean, strictText } from './fields.js';

const requiredText = (label: string, max: number) =>
  strictText(label).max(max, `${label} must be at most ${max} characters`).required(`${label} is required`);

/** Optional text; empty means not given. */
const optionalText = (label: string, max: number) =>
  strictText(label)
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .default(null)
    .transform((value, original) => (original === null || value === '' ? null : value));

/**
 * Every enquiry form: the contact page, the enquiry and quote modals and Book a Service.
 * Name, email, subject and message are required; the modals also send a service, and
 * source is the page the enquiry came from.
 */
export const enquirySchema = yup
  .object({
    name: requiredText('Name', L.name),
    email: emailField(),
    phone: optionalText('Phone', L.phone),
    company: optionalText('Company', L.company),
    subject: requiredText('Subject', L.subject),
    message: strictText('Message').max(L.message, `Message must be at most ${L.message} characters`).required('Message is required'),
    service: optionalText('Service', L.service),
    source: optionalText('Source', L.source),
    truck_id: yup
      .number()
      .transform((value, original) => (original === null || original === '' ? null : typeof original === 'number' ? value : original))
      .typeError('truck_id must be a whole number')
      .integer('truck_id must be a whole number')
      .min(1, 'truck_id must be a positive whole number')
      .max(2_147_483_647, 'truck_id is too large')
      .nullable()
      .default(null),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type EnquiryInput = yup.InferType<typeof enquirySchema>;

/** Newsletter signup and email capture: an email, optionally a name; source 'website' and consent true unless said. */
export const newsletterSchema = yup
  .object({
    email: emailField(),
    full_name: optionalText('Full name', L.name),
    source: strictText('Source')
      .max(50, 'Source must be at most 50 characters')
      .transform((value, original) => (original === null || value === '' ? undefined : value))
      .default('website'),
    marketing_consent: strictBoolean('marketing_consent')
      .transform((value, original) => (original === null ? undefined : value))
      .default(true),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type NewsletterInput = yup.InferType<typeof newsletterSchema>;
