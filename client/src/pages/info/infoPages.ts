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
    paths: ['/communications'],
    title: 'Communications',
    intro: 'Read newsletter subscribers and contact-form submissions, send the newsletter and export email addresses.',
    links: [{ label: 'Back to Inventory', to: '/admin' }],
  },
];
