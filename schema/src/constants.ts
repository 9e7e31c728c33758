/** Business constants shared by the client and the server; the words are the specs'. */

/** The make the dealer specialises in; the home search panel only counts this make. */
export const SPECIALIST_MAKE = 'Scania';

export const BODY_TYPES = ['Tractor Unit', 'Rigid', 'Tipper', 'Specialist', 'Chassis Cab', 'Curtainside'] as const;
export const CAB_TYPES = ['Day Cab', 'Sleeper Cab', 'Crew Cab'] as const;
export const EMISSIONS = ['Euro-3', 'Euro-4', 'Euro-5', 'Euro-6', 'Electric', 'Hybrid'] as const;
export const HIRE_STATUSES = ['available', 'hired', 'maintenance'] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

export const HIRE_STATUS_LABELS: Record<HireStatus, string> = {
  available: 'Hire Fleet',
  hired: 'Currently Hired',
  maintenance: 'Under Maintenance',
};
export const HIRE_STATUS_TAGS: Record<HireStatus, string> = {
  available: 'Ready',
  hired: 'Hired',
  maintenance: 'Maintenance',
};

export const ROLES = ['admin', 'manager', 'editor', 'viewer', 'customer'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that may enter the back office (`is_admin` true). */
export const STAFF_ROLES: readonly Role[] = ['admin', 'manager', 'editor', 'viewer'];
/** The role User Management gives a new account unless told otherwise. */
export const DEFAULT_STAFF_ROLE: Role = 'viewer';
/** The role select of User Management, in the specs' words; an unknown role displays as viewer. */
export const STAFF_ROLE_OPTIONS: readonly { value: Role; label: string; description: string }[] = [
  { value: 'admin', label: 'Administrator', description: 'Full system access' },
  { value: 'manager', label: 'Manager', description: 'Manage trucks and content' },
  { value: 'editor', label: 'Editor', description: 'Edit trucks and content' },
  { value: 'viewer', label: 'Viewer', description: 'Read-only access' },
];

/** The shortest password the server accepts for a new or changed password. */
export const PASSWORD_MIN_LENGTH = 8;

export const MIN_TRUCK_YEAR = 1990;
/** Trucks may be registered up to one year ahead of today. */
export function maxTruckYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

export const TRUCK_SORTS = ['newest', 'price_asc', 'price_desc', 'mileage_asc', 'mileage_desc'] as const;
export type TruckSort = (typeof TRUCK_SORTS)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

export const TEXT_LIMITS = {
  title: 200,
  short: 100,
  description: 10_000,
  url: 2048,
  search: 200,
  email: 254,
  password: 200,
  personName: 200,
} as const;

/** Parts catalogue option lists, in the specs' words and order. */
export const PART_CATEGORIES = ['Engine', 'Transmission', 'Brakes', 'Electrical', 'Cab & Body', 'Suspension'] as const;
export const PART_CONDITIONS = ['Genuine New', 'Reconditioned', 'Used - Excellent', 'Used - Very Good', 'Used - Good'] as const;
export const PART_AVAILABILITY = ['In Stock', '2-3 Days', '1 Week', '2 Weeks', 'Out of Stock'] as const;
/** Shown as Coverage. */
export const PART_WARRANTIES = ['3 months', '6 months', 'Up to 12 months'] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];
export type PartCondition = (typeof PART_CONDITIONS)[number];

export const PARTS_DEFAULT_PAGE_SIZE = 100;
export const PARTS_MAX_PAGE_SIZE = 200;

export const BLOG_DEFAULT_PAGE_SIZE = 20;
export const BLOG_MAX_PAGE_SIZE = 100;
/** An excerpt left empty is made from the post's text, cut at a word boundary near this length. */
export const BLOG_EXCERPT_LENGTH = 160;

/** The site content sections, in the content editor's order. */
export const SITE_SECTIONS = ['hero', 'heroImages', 'services', 'contact', 'colours', 'testimonial'] as const;
export type SiteSectionName = (typeof SITE_SECTIONS)[number];

export function isSiteSection(name: string): name is SiteSectionName {
  return (SITE_SECTIONS as readonly string[]).includes(name);
}

/** The enquiry modal's service select; buttons may preset other values (Service Booking, Parts Quote, ...). */
export const ENQUIRY_SERVICES = [
  'Engine Diagnostics & Repair',
  'ECU Remapping & Tuning',
  'Parts Sales & Supply',
  'Transmission Services',
  'Brake System Maintenance',
  'Electrical System Repair',
  'MOT Testing & Preparation',
  'Preventive Maintenance',
  'Custom Service',
] as const;

/** Longest values the enquiry and newsletter forms accept. */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 100,
  subject: 200,
  message: 5000,
  service: 100,
  source: 200,
} as const;
