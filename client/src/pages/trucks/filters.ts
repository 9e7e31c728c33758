import {
  DEFAULT_PAGE_SIZE,
  TRUCK_MILEAGE_BANDS,
  TRUCK_PRICE_BANDS,
  bandToRange,
  findBand,
  parseRange,
  type Band,
} from '@dealer/schema';
import type { TruckView } from '../../components/TruckCard';
import type { TruckFilter, TruckListQueryVariables } from '../../gql/graphql';

export type Availability = 'for-sale' | 'for-hire';

/**
 * Everything a truck list shows is described by its query string, so a search can be shared and
 * Back works. Names: search, make, model, year, mileage (a TRUCK_MILEAGE_BANDS value, or a range
 * 'min-max' / 'min+' in km from the home search), price (a value of the page's price bands),
 * priceRange (a range 'min-max' / 'min+' in pounds from the home search), bodytype, availability
 * (for-sale or for-hire), view (list; grid when absent), page (from 1).
 */
export interface TruckListParams {
  search: string;
  make: string | null;
  model: string | null;
  year: number | null;
  /** A mileage band value, or a normalised range such as '50000-200000' or '800000+'. */
  mileage: string | null;
  /** A price band value of the page, or a normalised range such as '0-25000' or '75000+'. */
  price: string | null;
  bodytype: string | null;
  availability: Availability | null;
  view: TruckView;
  page: number;
}

/** Category pages offer their own price bands (CATEGORY_PRICE_BANDS); /trucks the general ones. */
export interface TruckListOptions {
  priceBands?: readonly Band[];
}

export type TruckFilterKey = 'search' | 'make' | 'model' | 'year' | 'mileage' | 'price' | 'bodytype' | 'availability';

const FILTER_KEYS: TruckFilterKey[] = [
  'search',
  'make',
  'model',
  'year',
  'mileage',
  'price',
  'bodytype',
  'availability',
];

export const TRUCK_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  'for-sale': 'For Sale',
  'for-hire': 'For Hire',
};

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function positiveInteger(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** A range written 'min-max' or 'min+', normalised; null when it is not one or is upside down. */
export function normaliseRange(value: string | null | undefined): string | null {
  const range = parseRange(value);
  if (!range || (range.max !== undefined && range.max < range.min)) return null;
  return range.max === undefined ? `${range.min}+` : `${range.min}-${range.max}`;
}

function bandOrRange(bands: readonly Band[], value: string | null): string | null {
  return findBand([...bands], value)?.value ?? normaliseRange(value);
}

/** Whole-number bounds for the server: a band's, or a range's (inclusive, as written). */
function bounds(bands: readonly Band[], value: string | null): { min?: number; max?: number } {
  const band = findBand([...bands], value);
  if (band) return bandToRange(band);
  const range = parseRange(value);
  return range ? { min: range.min, max: range.max } : {};
}

function availability(value: string | null): Availability | null {
  return value === 'for-sale' || value === 'for-hire' ? value : null;
}

export function parseTruckListParams(params: URLSearchParams, options: TruckListOptions = {}): TruckListParams {
  const priceBands = options.priceBands ?? TRUCK_PRICE_BANDS;
  return {
    search: params.get('search') ?? '',
    make: text(params.get('make')),
    model: text(params.get('model')),
    year: positiveInteger(params.get('year')),
    mileage: bandOrRange(TRUCK_MILEAGE_BANDS, params.get('mileage')),
    price: findBand([...priceBands], params.get('price'))?.value ?? normaliseRange(params.get('priceRange')),
    bodytype: text(params.get('bodytype')),
    availability: availability(params.get('availability')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The query string for a state; defaults are left out so shared links stay short. */
export function toTruckListSearchParams(state: TruckListParams, options: TruckListOptions = {}): URLSearchParams {
  const priceBands = options.priceBands ?? TRUCK_PRICE_BANDS;
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('search', search);
  if (state.make) params.set('make', state.make);
  if (state.model) params.set('model', state.model);
  if (state.year !== null) params.set('year', String(state.year));
  if (state.mileage) params.set('mileage', state.mileage);
  if (state.price) params.set(findBand([...priceBands], state.price) ? 'price' : 'priceRange', state.price);
  if (state.bodytype) params.set('bodytype', state.bodytype);
  if (state.availability) params.set('availability', state.availability);
  if (state.view === 'list') params.set('view', 'list');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The server does the filtering; bands become whole-number bounds, ranges keep theirs. */
export function toTruckFilter(state: TruckListParams, options: TruckListOptions = {}): TruckFilter {
  const filter: TruckFilter = {};
  const search = state.search.trim();
  if (search) filter.search = search;
  if (state.make) filter.make = state.make;
  if (state.model) filter.model = state.model;
  if (state.year !== null) filter.year = state.year;
  if (state.bodytype) filter.bodytype = state.bodytype;
  if (state.availability === 'for-hire') filter.availableForHire = true;
  if (state.availability === 'for-sale') filter.forSale = true;
  const mileage = bounds(TRUCK_MILEAGE_BANDS, state.mileage);
  if (mileage.min !== undefined) filter.mileageMin = mileage.min;
  if (mileage.max !== undefined) filter.mileageMax = mileage.max;
  const price = bounds(options.priceBands ?? TRUCK_PRICE_BANDS, state.price);
  if (price.min !== undefined) filter.priceMin = price.min;
  if (price.max !== undefined) filter.priceMax = price.max;
  return filter;
}

export function toTruckListVariables(
  state: TruckListParams,
  options: TruckListOptions & { pageSize?: number } = {},
): TruckListQueryVariables {
  const pageSize = options.pageSize ?? TRUCK_PAGE_SIZE;
  return { filter: toTruckFilter(state, options), skip: (state.page - 1) * pageSize, limit: pageSize };
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
  return {
    search: '',
    make: null,
    model: null,
    year: null,
    mileage: null,
    price: null,
    bodytype: null,
    availability: null,
    view: state.view,
    page: 1,
  };
}

const km = new Intl.NumberFormat('en-GB');
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** How a select shows a value: the band's label, or the range spelt out ('£0 - £25,000', '800,000+ km'). */
export function rangeLabel(
  kind: 'price' | 'mileage',
  value: string,
  bands: readonly Band[] = kind === 'price' ? TRUCK_PRICE_BANDS : TRUCK_MILEAGE_BANDS,
): string {
  const band = findBand([...bands], value);
  if (band) return band.label;
  const range = parseRange(value);
  if (!range) return value;
  const format = (n: number) => (kind === 'price' ? pounds.format(n) : km.format(n));
  const unit = kind === 'mileage' ? ' km' : '';
  return range.max === undefined
    ? `${format(range.min)}+${unit}`
    : `${format(range.min)} - ${format(range.max)}${unit}`;
}
