import { describe, expect, it } from 'vitest';
import {
  HOME_BUDGET_BANDS,
  HOME_MILEAGE_BANDS,
  SPECIALIST_MAKE,
  bodyTypeNeedle,
  inRange,
  matchesBodyType,
  parseRange,
} from '@dealer/schema';
import type { TruckFilter } from '../../gql/graphql';
import { parseTruckListParams, toTruckFilter } from '../trucks/filters';
import {
  EMPTY_HOME_SEARCH,
  HOME_AVAILABILITY,
  HOME_VEHICLE_TYPES,
  hasHomeFilters,
  homeMatchFilter,
  homeSearchParams,
  type HomeSearchState,
} from './homeSearch';

interface Truck {
  make: string;
  bodytype: string;
  availableForHire: boolean;
  price: number | null;
  mileage: number | null;
}

/** The spec's rules, section 5 'Home match count', written out literally. */
function specMatches(truck: Truck, search: HomeSearchState): boolean {
  if (truck.make.toLowerCase() !== SPECIALIST_MAKE.toLowerCase()) return false;
  if (search.availability === 'for-sale' && !(!truck.availableForHire || truck.price)) return false;
  if (search.availability === 'for-hire' && !truck.availableForHire) return false;
  if (!matchesBodyType(truck.bodytype, search.bodytype)) return false;
  if (!inRange(truck.mileage, parseRange(search.mileage))) return false;
  return inRange(truck.price, parseRange(search.price));
}

/** What the server's truck filter does (truck.read-model.ts): the same SQL conditions, in memory. */
function serverTotal(trucks: Truck[], filter: TruckFilter): number {
  const within = (value: number | null, min?: number | null, max?: number | null) =>
    (min === undefined || min === null || (value ?? 0) >= min) &&
    (max === undefined || max === null || (value ?? 0) <= max);
  return trucks.filter(
    (truck) =>
      (!filter.make || truck.make.toLowerCase() === filter.make.toLowerCase()) &&
      (!filter.bodytype || truck.bodytype.toLowerCase().includes(bodyTypeNeedle(filter.bodytype))) &&
      (filter.availableForHire === undefined ||
        filter.availableForHire === null ||
        truck.availableForHire === filter.availableForHire) &&
      (filter.forSale === undefined ||
        filter.forSale === null ||
        (!truck.availableForHire || (truck.price ?? 0) > 0) === filter.forSale) &&
      within(truck.price, filter.priceMin, filter.priceMax) &&
      within(truck.mileage, filter.mileageMin, filter.mileageMax),
  ).length;
}

function homeCount(trucks: Truck[], search: HomeSearchState): number {
  return serverTotal(trucks, homeMatchFilter(search));
}

const truck = (overrides: Partial<Truck>): Truck => ({
  make: 'Scania',
  bodytype: 'Tractor Unit',
  availableForHire: false,
  price: 30000,
  mileage: 300000,
  ...overrides,
});

// Edge cases of every rule: other makes, hire trucks with and without a price, missing and zero
// values, values exactly on the band edges, plural and compound body types.
const STOCK: Truck[] = [
  truck({}),
  truck({ make: 'DAF' }),
  truck({ make: 'SCANIA', bodytype: 'Rigid' }),
  truck({ availableForHire: true, price: null }),
  truck({ availableForHire: true, price: 0, bodytype: 'Rigid' }),
  truck({ availableForHire: true, price: 18750, mileage: 151237 }),
  truck({ price: null, mileage: null }),
  truck({ price: 25000, mileage: 50000, bodytype: 'Tipper' }),
  truck({ price: 25001, mileage: 200000, bodytype: 'Rigid Tipper' }),
  truck({ price: 50000, mileage: 200001, bodytype: 'Specialist' }),
  truck({ price: 75000, mileage: 800000, bodytype: 'Chassis Cab' }),
  truck({ price: 74999, mileage: 799999, bodytype: 'Curtainside', availableForHire: true }),
  truck({ price: 120000, mileage: 1200000, bodytype: 'Tractor Unit' }),
];

describe('home match count', () => {
  it('counts exactly what the spec rules count, for every combination of the panel', () => {
    const options = <T>(values: T[]) => [null, ...values];
    let combinations = 0;
    for (const availability of options(HOME_AVAILABILITY.map((o) => o.value))) {
      for (const bodytype of options(HOME_VEHICLE_TYPES.map((o) => o.value))) {
        for (const mileage of options(HOME_MILEAGE_BANDS.map((o) => o.value))) {
          for (const price of options(HOME_BUDGET_BANDS.map((o) => o.value))) {
            const search = { availability, bodytype, mileage, price };
            const expected = STOCK.filter((t) => specMatches(t, search)).length;
            expect(homeCount(STOCK, search), JSON.stringify(search)).toBe(expected);
            combinations += 1;
          }
        }
      }
    }
    expect(combinations).toBe(3 * 5 * 6 * 5);
  });

  it('counts only the specialist make', () => {
    expect(homeMatchFilter(EMPTY_HOME_SEARCH)).toEqual({ make: SPECIALIST_MAKE });
    expect(homeCount(STOCK, EMPTY_HOME_SEARCH)).toBe(STOCK.length - 1);
  });

  it('For Sale keeps trucks not for hire or having a price; For Hire keeps trucks for hire', () => {
    expect(homeMatchFilter({ ...EMPTY_HOME_SEARCH, availability: 'for-sale' })).toEqual({
      make: SPECIALIST_MAKE,
      forSale: true,
    });
    expect(homeCount(STOCK, { ...EMPTY_HOME_SEARCH, availability: 'for-sale' })).toBe(10);
    expect(homeMatchFilter({ ...EMPTY_HOME_SEARCH, availability: 'for-hire' })).toEqual({
      make: SPECIALIST_MAKE,
      availableForHire: true,
    });
  });

  it('treats ranges as inclusive, a missing value as 0', () => {
    const search = { ...EMPTY_HOME_SEARCH, price: '0-25000', mileage: '50000-200000' };
    expect(homeMatchFilter(search)).toEqual({
      make: SPECIALIST_MAKE,
      priceMin: 0,
      priceMax: 25000,
      mileageMin: 50000,
      mileageMax: 200000,
    });
    expect(homeMatchFilter({ ...EMPTY_HOME_SEARCH, mileage: '800000+' })).toEqual({
      make: SPECIALIST_MAKE,
      mileageMin: 800000,
    });
  });
});

describe('home search', () => {
  it('goes to /trucks with the specialist make and the chosen filters', () => {
    const params = homeSearchParams({
      availability: 'for-hire',
      bodytype: 'Tippers',
      mileage: '800000+',
      price: '0-25000',
    });
    expect(params.toString()).toBe(
      'make=Scania&bodytype=Tippers&priceRange=0-25000&mileage=800000%2B&availability=for-hire',
    );
    expect(homeSearchParams(EMPTY_HOME_SEARCH).toString()).toBe('make=Scania');
  });

  it('asks /trucks for what it counted', () => {
    const search: HomeSearchState = {
      availability: 'for-sale',
      bodytype: 'Rigid',
      mileage: '200000-400000',
      price: '75000+',
    };
    expect(toTruckFilter(parseTruckListParams(homeSearchParams(search)))).toEqual(homeMatchFilter(search));
  });

  it('knows when a filter is set', () => {
    expect(hasHomeFilters(EMPTY_HOME_SEARCH)).toBe(false);
    expect(hasHomeFilters({ ...EMPTY_HOME_SEARCH, mileage: '800000+' })).toBe(true);
  });
});
