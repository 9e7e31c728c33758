/**
 * What the site shows until staff edit the site content. Keys follow the content sections of the
 * spec (contact, colours), so content loaded later can be merged over these defaults.
 */
export const SITE_DEFAULTS = {
  contact: {
    company_name: 'Leicester Commercial Trucks',
    office_phone: '0116 123 4567',
    /** The 24/7 emergency line. */
    mobile_phone: '07700 900123',
    email: 'sales@leicestercommercialtrucks.co.uk',
    address: 'Unit 4, Meridian Business Park, Leicester LE19 1WX',
  },
  colours: {
    primary: '#000000',
    accent: '#ea6c0a',
    background: '#ffffff',
    text: '#4a4a4a',
    navigationBackground: '#2A2A2A',
  },
  social: {
    instagram: 'https://www.instagram.com/leicestercommercialtrucks',
    facebook: 'https://www.facebook.com/leicestercommercialtrucks',
  },
} as const;

export const DEFAULT_TRUCK_IMAGE = '/images/truck-placeholder.svg';

/** A phone number as written on the page, turned into a dialable link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return `mailto:${email}${query ? `?${query}` : ''}`;
}
