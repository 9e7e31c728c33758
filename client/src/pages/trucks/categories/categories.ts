import { CATEGORY_PRICE_BANDS, type Band } from '@dealer/schema';

export type CategoryKey = 'tractor' | 'rigid' | 'chassis' | 'curtain';

export interface TruckCategory {
  key: CategoryKey;
  path: string;
  name: string;
  /** The category's trucks are those whose body type contains this, in any case. */
  bodytype: string;
  description: string;
  features: string[];
  priceBands: readonly Band[];
  /** Chassis cabs offer search only, in a grid. */
  filters: boolean;
  listView: boolean;
  empty: { title: string; text: string; link: 'all-trucks' | 'contact' };
}

export const TRUCK_CATEGORIES: Record<CategoryKey, TruckCategory> = {
  tractor: {
    key: 'tractor',
    path: '/trucks/tractor-units',
    name: 'Tractor Units',
    bodytype: 'tractor',
    description: 'Day cab and sleeper cab tractor units for regional distribution and long-haul work.',
    features: ['4x2 and 6x2 configurations', 'Day and sleeper cabs', 'Euro 6 engines available', 'Workshop inspected'],
    priceBands: CATEGORY_PRICE_BANDS.tractor,
    filters: true,
    listView: true,
    empty: {
      title: 'No tractor units found',
      text: 'Try adjusting your search or filters, or browse our full stock.',
      link: 'all-trucks',
    },
  },
  rigid: {
    key: 'rigid',
    path: '/trucks/rigids',
    name: 'Rigid Vehicles',
    bodytype: 'rigid',
    description: 'Rigid trucks from 7.5t light through 18t medium to 26t heavy for every kind of delivery work.',
    features: [
      '7.5t, 18t and 26t weights',
      'Box, tipper and dropside bodies',
      'Tail lifts available',
      'Ideal for urban routes',
    ],
    priceBands: CATEGORY_PRICE_BANDS.rigid,
    filters: true,
    listView: true,
    empty: {
      title: 'No rigid vehicles found',
      text: 'New rigids arrive regularly. Tell us what you need and we will let you know when one comes in.',
      link: 'contact',
    },
  },
  chassis: {
    key: 'chassis',
    path: '/trucks/chassis-cabs',
    name: 'Chassis Cabs',
    bodytype: 'chassis',
    description: 'Chassis cabs ready for the body your business needs, built by our bodybuilding partners.',
    features: ['Ready for bodybuilding', 'Choice of wheelbases', 'Day and sleeper cabs', 'Bodybuilder contacts'],
    priceBands: CATEGORY_PRICE_BANDS.chassis,
    filters: false,
    listView: false,
    empty: {
      title: 'No chassis cabs available',
      text: 'We can source a chassis cab to your specification. Get in touch to discuss your requirements.',
      link: 'contact',
    },
  },
  curtain: {
    key: 'curtain',
    path: '/trucks/curtainsides',
    name: 'Curtainsides',
    bodytype: 'curtain',
    description: 'Curtainside trucks for fast side loading of palletised goods, from urban delivery to trunking.',
    features: ['Fast side loading', 'Weatherproof curtains', 'Tail lifts available', 'Pallet-friendly bodies'],
    priceBands: CATEGORY_PRICE_BANDS.curtain,
    filters: true,
    listView: true,
    empty: {
      title: 'No curtainsides found',
      text: 'Try adjusting your search or filters, or ask us to find the curtainside you need.',
      link: 'contact',
    },
  },
};

export const CATEGORY_ORDER: CategoryKey[] = ['tractor', 'rigid', 'chassis', 'curtain'];
