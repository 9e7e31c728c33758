import { SPECIALIST_MAKE } from '@dealer/schema';
import type { TruckFilter } from '../../gql/graphql';
import {
  normaliseRange,
  parseTruckListParams,
  toTruckFilter,
  type Availability,
} from '../trucks/filters';

/** The home search panel's choices; null means "any". Ranges are written 'min-max' or 'min+'. */
export interface HomeSearchState {
  availability: Availability | null;
  bodytype: string | null;
  mileage: string | null;
  price: string | null;
}

export const EMPTY_HOME_SEARCH: HomeSearchState = { availability: null, bodytype: null, mileage: null, price: null };

export const HOME_AVAILABILITY: { value: Availability; label: string }[] = [
  { value: 'for-sale', label: 'For Sale' },
  { value: 'for-hire', label: 'For Hire' },
];

/** Vehicle type values are body-type needles, as in the Trucks menu. */
export const HOME_VEHICLE_TYPES = [
  { value: 'Tractor', label: 'Tractor Units' },
  { value: 'Rigid', label: 'Rigid Trucks' },
  { value: 'Tippers', label: 'Tipper Trucks' },
  { value: 'Specialist', label: 'Specialist Vehicles' },
];

export function hasHomeFilters(search: HomeSearchState): boolean {
  return Object.values(search).some((value) => value !== null);
}

/** Search goes to /trucks with the specialist make and the chosen filters. */
export function homeSearchParams(search: HomeSearchState): URLSearchParams {
  const params = new URLSearchParams({ make: SPECIALIST_MAKE });
  if (search.bodytype) params.set('bodytype', search.bodytype);
  const price = normaliseRange(search.price);
  if (price) params.set('priceRange', price);
  const mileage = normaliseRange(search.mileage);
  if (mileage) params.set('mileage', mileage);
  if (search.availability) params.set('availability', search.availability);
  return params;
}

/**
 * What the live count asks the server: the trucks of /trucks with the same query string, so the
 * count promises what Search shows. The spec's rules (section 5, 'Home match count') map onto the
 * server's filter one to one: make exact, body type contained in any case, ranges inclusive with a
 * missing value as 0, For Hire as availableForHire, For Sale ("not for hire, or priced") as forSale.
 */
export function homeMatchFilter(search: HomeSearchState): TruckFilter {
  return toTruckFilter(parseTruckListParams(homeSearchParams(search)));
}
