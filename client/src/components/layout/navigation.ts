export interface NavItem {
  label: string;
  to: string;
}

export const TRUCK_MENU: NavItem[] = [
  { label: 'Browse by Category', to: '/trucks/categories' },
  { label: 'Tractor Units', to: '/trucks?bodytype=Tractor' },
  { label: 'Rigid Trucks', to: '/trucks?bodytype=Rigid' },
  { label: 'Tipper Trucks', to: '/trucks?bodytype=Tippers' },
  { label: 'Specialist Vehicles', to: '/trucks?bodytype=Specialist' },
];

/** Main navigation; Trucks sits second and carries TRUCK_MENU. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Trucks', to: '/trucks' },
  { label: 'Vehicle Hire', to: '/hire' },
  { label: 'Repairs', to: '/repairs' },
  { label: 'Parts Catalogue', to: '/parts' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const ADMIN_NAV: NavItem[] = [
  { label: 'Inventory', to: '/admin' },
  { label: 'Parts', to: '/admin/parts' },
  { label: 'Settings', to: '/content-editor' },
  { label: 'Users', to: '/users' },
  { label: 'Subscribers', to: '/communications' },
  { label: 'Blog', to: '/blog-admin' },
  { label: 'XML', to: '/xml-feed' },
];

export const SERVICES: NavItem[] = [
  { label: 'Used Truck Sales', to: '/trucks' },
  { label: 'Vehicle Hire', to: '/hire' },
  { label: 'Repairs & Servicing', to: '/repairs' },
  { label: 'Parts Supply', to: '/parts-supply' },
  { label: 'Parts Catalogue', to: '/parts' },
  { label: 'News & Updates', to: '/blog' },
];

export const LEGAL: NavItem[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-conditions' },
];
