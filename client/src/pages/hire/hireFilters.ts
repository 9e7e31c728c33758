import { DEFAULT_PAGE_SIZE } from '@dealer/schema';
import type { HireTrucksQueryVariables } from '../../gql/graphql';

/** Vehicle Type: each type is a body-type containment, as on the category pages. */
export const HIRE_VEHICLE_TYPES = [
  { value: 'tractor', label: 'Tractor Units' },
  { value: 'rigid', label: 'Rigid Vehicles' },
  { value: 'chassis', label: 'Chassis Cabs' },
  { value: 'curtain', label: 'Curtainsides' },
] as const;

/** Shown to help the conversation on the phone; it does not change which trucks are listed. */
export const HIRE_DURATIONS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'long-term', label: 'Long-term' },
] as const;

export const HIRE_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The hire list's state in the URL: search, make, type, duration, page. */
export interface HireListParams {
  search: string;
  make: string | null;
  type: string | null;
  duration: string | null;
  page: number;
}

const oneOf = (options: readonly { value: string }[], value: string | null) =>
  options.some((option) => option.value === value) ? value : null;

export function parseHireParams(params: URLSearchParams): HireListParams {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    make: params.get('make')?.trim() || null,
    type: oneOf(HIRE_VEHICLE_TYPES, params.get('type')),
    duration: oneOf(HIRE_DURATIONS, params.get('duration')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function toHireSearchParams(state: HireListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.make) params.set('make', state.make);
  if (state.type) params.set('type', state.type);
  if (state.duration) params.set('duration', state.duration);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Only trucks for hire; the duration is deliberately not part of the filter. */
export function toHireVariables(state: HireListParams): HireTrucksQueryVariables {
  return {
    filter: {
      availableForHire: true,
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
      ...(state.make ? { make: state.make } : {}),
      ...(state.type ? { bodytype: state.type } : {}),
    },
    skip: (state.page - 1) * HIRE_PAGE_SIZE,
    limit: HIRE_PAGE_SIZE,
  };
}

export function hasHireFilters(state: HireListParams): boolean {
  return Boolean(state.search.trim() || state.make || state.type);
}
