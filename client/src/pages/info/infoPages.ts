export interface InfoLink {
  label: string;
  to: string;
}

export interface InfoPageContent {
  paths: string[];
  title: string;
  intro: string;
  links: InfoLink[];
}

const BROWSE_ALL: InfoLink = { label: 'Browse all trucks', to: '/trucks' };
const CONTACT: InfoLink = { label: 'Contact us', to: '/contact' };

/** Public pages that, for now, tell visitors what we offer and how to reach us. */
export const PUBLIC_INFO_PAGES: InfoPageContent[] = [
  {
    paths: ['/trucks/categories'],
    title: 'Browse by Category',
    intro: 'Find the right vehicle by body type. Choose a category to see every matching truck we have in stock.',
    links: [
      { label: 'Tractor Units', to: '/trucks?bodytype=Tractor' },
      { label: 'Rigid Vehicles', to: '/trucks?bodytype=Rigid' },
      { label: 'Chassis Cabs', to: '/trucks?bodytype=Chassis' },
      { label: 'Curtainsides', to: '/trucks?bodytype=Curtain' },
    ],
  },
  {
    paths: ['/trucks/tractor-units'],
    title: 'Tractor Units',
    intro:
      'Day cab and sleeper cab tractor units for regional and long-haul work, each inspected in our Leicester workshop.',
    links: [{ label: 'Browse tractor units', to: '/trucks?bodytype=Tractor' }, BROWSE_ALL],
  },
  {
    paths: ['/trucks/rigids'],
    title: 'Rigid Vehicles',
    intro:
      'Rigid trucks from 7.5t light through 18t medium to 26t heavy, ready for distribution, construction and specialist work.',
    links: [{ label: 'Browse rigid vehicles', to: '/trucks?bodytype=Rigid' }, BROWSE_ALL],
  },
  {
    paths: ['/trucks/chassis-cabs'],
    title: 'Chassis Cabs',
    intro:
      'Chassis cabs ready for the body your business needs. Ask us about bodybuilding partners and delivery times.',
    links: [{ label: 'Browse chassis cabs', to: '/trucks?bodytype=Chassis' }, BROWSE_ALL],
  },
  {
    paths: ['/trucks/curtainsides'],
    title: 'Curtainsides',
    intro: 'Curtainside trucks for fast side loading of palletised goods, from urban delivery to trunking.',
    links: [{ label: 'Browse curtainsides', to: '/trucks?bodytype=Curtain' }, BROWSE_ALL],
  },
  {
    paths: ['/hire', '/vehicles-for-hire'],
    title: 'Vehicle Hire',
    intro:
      'Tractor units and rigids on daily, weekly and monthly hire, with insurance and maintenance included and discounts for long-term hire. Call us to check availability and rates.',
    links: [BROWSE_ALL, CONTACT],
  },
  {
    paths: ['/repairs'],
    title: 'Repairs & Servicing',
    intro:
      'Engine diagnostics, ECU remapping, transmission, brake and electrical repairs, MOT preparation and preventive maintenance in our Leicester workshop, backed by a 24/7 emergency line.',
    links: [CONTACT],
  },
  {
    paths: ['/parts', '/parts-catalogue'],
    title: 'Parts Catalogue',
    intro:
      'New, reconditioned and used parts for engines, transmissions, brakes, electrics, cabs and suspension, with up to 12 months coverage and next-day delivery on in-stock parts across the UK. Call or email us with a part number or your vehicle details.',
    links: [CONTACT],
  },
  {
    paths: ['/about'],
    title: 'About Us',
    intro:
      'An independent, family-run truck specialist with more than 30 years of experience, over 5,000 customers and vehicles exported to more than 30 countries.',
    links: [BROWSE_ALL, CONTACT],
  },
  {
    paths: ['/contact'],
    title: 'Contact Us',
    intro: 'Call, email or visit us in Leicester. We reply to every enquiry within 24 hours.',
    links: [BROWSE_ALL],
  },
  {
    paths: ['/blog', '/blog/:id'],
    title: 'News & Updates',
    intro: 'Stock news, workshop advice and updates from our team in Leicester.',
    links: [BROWSE_ALL],
  },
  {
    paths: ['/privacy-policy'],
    title: 'Privacy Policy',
    intro:
      'We handle your personal data in line with UK data-protection law. To ask what we hold about you, or to have it corrected or deleted, contact us using the details on this page.',
    links: [CONTACT],
  },
  {
    paths: ['/terms-conditions'],
    title: 'Terms & Conditions',
    intro:
      'Our terms of sale and hire come with every quotation. Prices are in pounds; please confirm a vehicle and its price with us before travelling to view it.',
    links: [CONTACT],
  },
];

/** Back-office screens reached from the admin navigation. */
export const ADMIN_INFO_PAGES: InfoPageContent[] = [
  {
    paths: ['/admin/parts'],
    title: 'Parts Management',
    intro: 'Add, edit and remove the parts shown in the public parts catalogue.',
    links: [{ label: 'Back to Inventory', to: '/admin' }],
  },
  {
    paths: ['/blog-admin'],
    title: 'Blog Administration',
    intro: 'Write, publish and edit the posts shown under News & Updates.',
    links: [{ label: 'Back to Inventory', to: '/admin' }],
  },
  {
    paths: ['/content-editor'],
    title: 'Content Editor',
    intro:
      'Edit the home page hero, hero images, services, contact details, colours and testimonial shown across the site.',
    links: [{ label: 'Back to Inventory', to: '/admin' }],
  },
  {
    paths: ['/xml-feed'],
    title: 'Vehicle Feed',
    intro: 'Generate and upload the stock feed for the commercial-vehicle marketplace, and review recent uploads.',
    links: [{ label: 'Back to Inventory', to: '/admin' }],
  },
  {
    paths: ['/users'],
    title: 'User Management',
    intro: 'Add team members, set their roles and change passwords.',
    links: [{ label: 'Back to Inventory', to: '/admin' }],
  },
  {
    paths: ['/communications'],
    title: 'Communications',
    intro: 'Read newsletter subscribers and contact-form submissions, send the newsletter and export email addresses.',
    links: [{ label: 'Back to Inventory', to: '/admin' }],
  },
];
