import type { SiteContentValues, SiteSectionName } from '@dealer/schema';

/**
 * What the site shows until the site content arrives, and wherever staff left a field empty. The
 * sections and keys are the API contract's (hero, contact, colours, heroImages, services,
 * testimonial), so loaded content merges over these defaults key by key (see siteContent/mergeSiteContent.ts).
 * The values match the server's (server/src/modules/content/content.defaults.ts), so the first
 * paint does not change when the content loads. One difference: an empty hero background image
 * shows DEFAULT_HERO_IMAGE here, as every empty text shows its default.
 */

/** Every section with every key filled in, typed by the shared content rules. */
export type SiteContent = SiteContentValues;
export type ColoursContent = SiteContent['colours'];
export type ServiceItem = SiteContent['services']['services'][number];
export type { SiteSectionName };

export const DEFAULT_TRUCK_IMAGE = '/images/truck-placeholder.svg';
export const DEFAULT_HERO_IMAGE = '/images/hero-trucks.svg';

export const SITE_DEFAULTS: SiteContent = {
  hero: {
    title: 'Quality Used Trucks for Sale and Hire',
    subtitle: 'Independent truck specialists in Leicester',
    description:
      'Sales, hire, repairs and parts from a family-run team with more than 30 years of experience. Every truck is inspected in our own workshop before it leaves the yard.',
    ctaText: 'Browse Trucks',
    ctaSecondaryText: 'Contact Us',
    backgroundImage: DEFAULT_HERO_IMAGE,
    darkOverlay: true,
  },
  contact: {
    company_name: 'Leicester Commercial Trucks',
    office_phone: '0116 123 4567',
    mobile_phone: '07700 900123',
    email: 'sales@leicestercommercialtrucks.co.uk',
    address: 'Unit 4, Meridian Business Park, Leicester LE19 1WX',
  },
  colours: {
    primary: '#000000',
    accent: '#ea6c0a',
    background: '#ffffff',
    text: '#374151',
    navigationBackground: '#2A2A2A',
  },
  heroImages: {
    contactPage: '',
    repairsPage: '',
    partsPage: '',
    aboutPage: '',
  },
  services: {
    title: 'Our Services',
    subtitle:
      'Everything your fleet needs under one roof: sales, hire, repairs and parts from Leicester’s truck specialists.',
    services: [
      {
        title: 'Truck Sales',
        description:
          'Quality used tractor units, rigids and tippers, inspected in our own workshop and ready for work.',
      },
      {
        title: 'Vehicle Hire',
        description: 'Flexible daily, weekly and monthly hire with insurance and maintenance included.',
      },
      {
        title: 'Repairs & Servicing',
        description: 'Engine diagnostics, brakes, transmissions and electrics by trained HGV technicians.',
      },
      {
        title: 'Parts Supply',
        description: 'New, reconditioned and used parts with up to 12 months coverage and next-day UK delivery.',
      },
      {
        title: 'ECU Remapping',
        description: 'Remapping and tuning at a fixed fee per vehicle, for better economy and performance.',
      },
      {
        title: '24/7 Breakdown',
        description: 'Emergency support around the clock, with an average response time under 2 hours.',
      },
    ],
  },
  testimonial: {
    text: 'Reliable trucks, honest advice and a workshop that keeps our fleet on the road. We have bought six trucks from the team and would not go anywhere else.',
    author: 'Mark Thompson',
    source: 'Thompson Haulage, Leicester',
    rating: 5,
  },
};

/** Links the site shows that staff do not edit. */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/leicestercommercialtrucks',
  facebook: 'https://www.facebook.com/leicestercommercialtrucks',
} as const;

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
