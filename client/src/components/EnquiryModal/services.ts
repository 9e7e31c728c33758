import { ENQUIRY_SERVICES } from '@dealer/schema';

/** Services that buttons elsewhere on the site preset; a visitor may pick them too. */
export const PRESET_ENQUIRY_SERVICES = ['Service Booking', 'Parts Quote', 'Used Parts Enquiry'] as const;

export const SERVICE_SELECT_DATA = [
  { group: 'Services', items: [...ENQUIRY_SERVICES] },
  { group: 'Other enquiries', items: [...PRESET_ENQUIRY_SERVICES] },
];
