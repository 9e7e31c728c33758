/** Price and mileage bands of the specs, and the rules that apply them. */

export interface Band {
  value: string;
  label: string;
  min?: number;
  max?: number;
  /** When true the lower bound is exclusive ("above 45,000 up to 60,000"). */
  minExclusive?: boolean;
  /** When true the upper bound is exclusive ("below 30,000"). */
  maxExclusive?: boolean;
}

/** /trucks budget bands: under30k below 30,000; 30k-45k inclusive; 45k-60k above 45,000 to 60,000; over60k above 60,000. */
export const TRUCK_PRICE_BANDS: Band[] = [
  { value: 'under30k', label: 'Under £30,000', max: 30_000, maxExclusive: true },
  { value: '30k-45k', label: '£30,000 - £45,000', min: 30_000, max: 45_000 },
  { value: '45k-60k', label: '£45,000 - £60,000', min: 45_000, minExclusive: true, max: 60_000 },
  { value: 'over60k', label: 'Over £60,000', min: 60_000, minExclusive: true },
];

/** /trucks mileage bands in km. */
export const TRUCK_MILEAGE_BANDS: Band[] = [
  { value: '0-50k', label: '0 - 50,000 km', max: 50_000 },
  { value: '50k-100k', label: '50,000 - 100,000 km', min: 50_000, minExclusive: true, max: 100_000 },
  { value: '100k-200k', label: '100,000 - 200,000 km', min: 100_000, minExclusive: true, max: 200_000 },
  { value: '200k+', label: '200,000+ km', min: 200_000, minExclusive: true },
];

/** Category pages: inclusive upper bounds, the next band starts above it. */
function categoryBands(edges: [number, number, number]): Band[] {
  const k = (n: number) => `${n / 1000}k`;
  const money = (n: number) => `£${n.toLocaleString('en-GB')}`;
  const [a, b, c] = edges;
  return [
    { value: `under${k(a)}`, label: `Under ${money(a)}`, max: a },
    { value: `${k(a)}-${k(b)}`, label: `${money(a)} - ${money(b)}`, min: a, minExclusive: true, max: b },
    { value: `${k(b)}-${k(c)}`, label: `${money(b)} - ${money(c)}`, min: b, minExclusive: true, max: c },
    { value: `over${k(c)}`, label: `Over ${money(c)}`, min: c, minExclusive: true },
  ];
}

export const CATEGORY_PRICE_BANDS = {
  tractor: categoryBands([40_000, 50_000, 60_000]),
  rigid: categoryBands([25_000, 35_000, 45_000]),
  curtain: categoryBands([35_000, 45_000, 55_000]),
  chassis: categoryBands([30_000, 40_000, 50_000]),
} as const;

/** Home search panel bands, written 'min-max' or 'min+', bounds inclusive. */
export const HOME_MILEAGE_BANDS = [
  { value: '50000-200000', label: '50k - 200k km' },
  { value: '200000-400000', label: '200k - 400k km' },
  { value: '400000-600000', label: '400k - 600k km' },
  { value: '600000-800000', label: '600k - 800k km' },
  { value: '800000+', label: '800k+ km' },
];
export const HOME_BUDGET_BANDS = [
  { value: '0-25000', label: '£0 - £25,000' },
  { value: '25000-50000', label: '£25,000 - £50,000' },
  { value: '50000-75000', label: '£50,000 - £75,000' },
  { value: '75000+', label: '£75,000+' },
];

/** A missing value counts as 0, as the specs say. */
export function inBand(value: number | null | undefined, band: Band | undefined): boolean {
  if (!band) return true;
  const v = value ?? 0;
  if (band.min !== undefined && (band.minExclusive ? v <= band.min : v < band.min)) return false;
  if (band.max !== undefined && (band.maxExclusive ? v >= band.max : v > band.max)) return false;
  return true;
}

export function findBand(bands: Band[], value: string | null | undefined): Band | undefined {
  return value ? bands.find((b) => b.value === value) : undefined;
}

/** Parses 'min-max' or 'min+' into an inclusive range; anything else is no range. */
export function parseRange(text: string | null | undefined): { min: number; max?: number } | undefined {
  if (!text) return undefined;
  const plus = /^(\d+)\+$/.exec(text.trim());
  if (plus) return { min: Number(plus[1]) };
  const span = /^(\d+)-(\d+)$/.exec(text.trim());
  if (span) return { min: Number(span[1]), max: Number(span[2]) };
  return undefined;
}

export function inRange(value: number | null | undefined, range: { min: number; max?: number } | undefined): boolean {
  if (!range) return true;
  const v = value ?? 0;
  return v >= range.min && (range.max === undefined || v <= range.max);
}

/**
 * Body types match by case-insensitive containment. A plural needle ("Tippers" from the navigation)
 * also matches its singular ("Tipper" from the admin form).
 */
export function bodyTypeNeedle(filter: string): string {
  const needle = filter.trim().toLowerCase();
  return needle.length > 4 && needle.endsWith('s') && !needle.endsWith('ss') && !needle.endsWith('is')
    ? needle.slice(0, -1)
    : needle;
}

export function matchesBodyType(bodytype: string | null | undefined, filter: string | null | undefined): boolean {
  if (!filter) return true;
  return (bodytype ?? '').toLowerCase().includes(bodyTypeNeedle(filter));
}

/**
 * The whole-number range a band covers, for asking the server (prices and mileages are whole
 * numbers, so "above 45,000" starts at 45,001 and "below 30,000" ends at 29,999).
 */
export function bandToRange(band: Band | undefined): { min?: number; max?: number } {
  if (!band) return {};
  return {
    min: band.min === undefined ? undefined : band.minExclusive ? band.min + 1 : band.min,
    max: band.max === undefined ? undefined : band.maxExclusive ? band.max - 1 : band.max,
  };
}
