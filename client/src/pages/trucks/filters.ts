import { DEFAULT_PAGE_SIZE, TRUCK_MILEAGE_BANDS, TRUCK_PRICE_BANDS, bandToRange, findBand } from '@dealer/schema';
import type { TruckView } from '../../components/TruckCard';
import type { TruckFilter, TruckListQueryVariables } from '../../gql/graphql';

/**
 * Everything the /trucks page shows is described by its query string, so a search can be shared
 * and Back works. Names: search, make, year, mileage (a TRUCK_MILEAGE_BANDS value), price (a
 * TRUCK_PRICE_BANDS value), bodytype, view (list; grid when absent), page (from 1).
 */
export interface TruckListParams {
  search: string;
  make: string | null;
  year: number | null;
  mileage: string | null;
  price: string | null;
  bodytype: string | null;
  view: TruckView;
  page: number;
}

export type TruckFilterKey = 'search' | 'make' | 'year' | 'mileage' | 'price' | 'bodytype';

const FILTER_KEYS: TruckFilterKey[] = ['search', 'make', 'year', 'mileage', 'price', 'bodytype'];

export const TRUCK_PAGE_SIZE = DEFAULT_PAGE_SIZE;

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function positiveInteger(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export function parseTruckListParams(params: URLSearchParams): TruckListParams {
  return {
    search: params.get('search') ?? '',
    make: text(params.get('make')),
    year: positiveInteger(params.get('year')),
    mileage: findBand(TRUCK_MILEAGE_BANDS, params.get('mileage'))?.value ?? null,
    price: findBand(TRUCK_PRICE_BANDS, params.get('price'))?.value ?? null,
    bodytype: text(params.get('bodytype')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The query string for a state; defaults are left out so shared links stay short. */
export function toTruckListSearchParams(state: TruckListParams): URLSearchParams {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('search', search);
  if (state.make) params.set('make', state.make);
  if (state.year !== null) params.set('year', String(state.year));
  if (state.mileage) params.set('mileage', state.mileage);
  if (state.price) params.set('price', state.price);
  if (state.bodytype) params.set('bodytype', state.bodytype);
  if (state.view === 'list') params.set('view', 'list');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The server does the filtering; bands become whole-number bounds. */
export function toTruckListVariables(state: TruckListParams, pageSize = TRUCK_PAGE_SIZE): TruckListQueryVariables {
  const filter: TruckFilter = {};
  const search = state.search.trim();
  if (search) filter.search = search;
  if (state.make) filter.make = state.make;
  if (state.year !== null) filter.year = state.year;
  if (state.bodytype) filter.bodytype = state.bodytype;
  const mileage = bandToRange(findBand(TRUCK_MILEAGE_BANDS, state.mileage));
  if (mileage.min !== undefined) filter.mileageMin = mileage.min;
  if (mileage.max !== undefined) filter.mileageMax = mileage.max;
  const price = bandToRange(findBand(TRUCK_PRICE_BANDS, state.price));
  if (price.min !== undefined) filter.priceMin = price.min;
  if (price.max !== undefined) filter.priceMax = price.max;
  return { filter, skip: (state.page - 1) * pageSize, limit: pageSize };
}

export function hasActiveFilters(state: TruckListParams): boolean {
  return FILTER_KEYS.some((key) => (key === 'search' ? state.search.trim() !== '' : state[key] !== null));
}

/** Applies changes; a changed filter starts again at page 1, since the old page may not exist. */
export function updateTruckListParams(state: TruckListParams, changes: Partial<TruckListParams>): TruckListParams {
  const filterChanged = FILTER_KEYS.some((key) => key in changes && changes[key] !== state[key]);
  return { ...state, ...changes, page: changes.page ?? (filterChanged ? 1 : state.page) };
}

/** Clear All Filters keeps the chosen view. */
export function clearTruckFilters(state: TruckListParams): TruckListParams {
  return { search: '', make: null, year: null, mileage: null, price: null, bodytype: null, view: state.view, page: 1 };
}
