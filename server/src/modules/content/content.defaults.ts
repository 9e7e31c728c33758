import type { SiteContentValues } from '@dealer/schema';

/**
 * What the site shows for every content key staff have not saved. The one place these live on
 * the server; the client keeps the same values for its first paint.
 */
export const SITE_CONTENT_DEFAULTS: SiteContentValues = {
  hero: {
    title: 'Quality Used Trucks for Sale and Hire',
    subtitle: 'Independent truck specialists in Leicester',
    description:
      'Sales, hire, repairs and parts from a family-run team with more than 30 years of experience. Every truck is inspected in our own workshop before it leaves the yard.',
    ctaText: 'Browse Trucks',
    ctaSecondaryText: 'Contact Us',
    backgroundImage: '',
    darkOverlay: true,
  },
  heroImages: {
    contactPage: '',
    repairsPage: '',
    partsPage: '',
    aboutPage: '',
  },
  services: {
    title: 'Our Services',
    subtitle: 'Everything your fleet needs under one roof: sales, hire, repairs and parts from Leicester’s truck specialists.',
    services: [
      { title: 'Truck Sales', description: 'Quality used tractor units, rigids and tippers, inspected in our own workshop and ready for work.' },
      { title: 'Vehicle Hire', description: 'Flexible daily, weekly and monthly hire with insurance and maintenance included.' },
      { title: 'Repairs & Servicing', description: 'Engine diagnostics, brakes, transmissions and electrics by trained HGV technicians.' },
      { title: 'Parts Supply', description: 'New, reconditioned and used parts with up to 12 months coverage and next-day UK delivery.' },
      { title: 'ECU Remapping', description: 'Remapping and tuning at a fixed fee per vehicle, for better economy and performance.' },
      { title: '24/7 Breakdown', description: 'Emergency support around the clock, with an average response time under 2 hours.' },
    ],
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
  testimonial: {
    text: 'Reliable trucks, honest advice and a workshop that keeps our fleet on the road. We have bought six trucks from the team and would not go anywhere else.',
    author: 'Mark Thompson',
    source: 'Thompson Haulage, Leicester',
    rating: 5,
  },
};
