/**
 * The catalogue's rules in one place: the server applies the same filter to its parts, and the
 * page applies it in the browser to the fallback parts.
 */

/** A part as a catalogue card shows it; the fallback parts carry text ids such as ENG001. */
export interface CataloguePart {
  id: number | string;
  name: string;
  category: string;
  partNumber: string;
  condition: string;
  compatibility: string;
  description: string;
  price: string;
  availability: string;
  warranty: string;
  image: string | null;
}

export interface PartFilters {
  search: string;
  category: string | null;
  condition: string | null;
}

export const NO_PART_FILTERS: PartFilters = { search: '', category: null, condition: null };

export function hasPartFilters(filters: PartFilters): boolean {
  return Boolean(filters.search.trim() || filters.category || filters.condition);
}

/**
 * Text: any case, contained in the name, part number or compatibility. Category: exact. Condition:
 * starts with the chosen value in any case (as the server's ILIKE does), so 'Used - Good' does not
 * match 'Used - Very Good'.
 */
export function matchesPartFilters(part: CataloguePart, filters: PartFilters): boolean {
  const text = filters.search.trim().toLowerCase();
  if (text && ![part.name, part.partNumber, part.compatibility].some((field) => field?.toLowerCase().includes(text))) {
    return false;
  }
  if (filters.category && part.category !== filters.category) return false;
  if (filters.condition && !part.condition?.toLowerCase().startsWith(filters.condition.toLowerCase())) return false;
  return true;
}

export function filterParts<T extends CataloguePart>(parts: readonly T[], filters: PartFilters): T[] {
  return parts.filter((part) => matchesPartFilters(part, filters));
}

/** The filter as the `parts` query takes it; nothing for the filters left empty. */
export function toPartFilterInput(filters: PartFilters) {
  const search = filters.search.trim();
  const input = {
    ...(search ? { search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.condition ? { condition: filters.condition } : {}),
  };
  return Object.keys(input).length > 0 ? input : undefined;
}

export type BadgeColor = 'green' | 'blue' | 'purple' | 'indigo' | 'gray' | 'yellow';

/** The shades of the spec's badge colours that keep the small badge text readable (WCAG AA). */
export const BADGE_SHADES: Record<BadgeColor, string> = {
  green: 'green.6',
  blue: 'blue.8',
  purple: 'grape.9',
  indigo: 'indigo.8',
  gray: 'gray.7',
  yellow: 'yellow.6',
};

export function conditionColor(condition: string | null | undefined): BadgeColor {
  if (condition === 'Genuine New') return 'green';
  if (condition === 'Reconditioned') return 'blue';
  if (condition?.includes('Excellent')) return 'purple';
  if (condition?.includes('Very Good')) return 'indigo';
  return 'gray';
}

export function availabilityColor(availability: string | null | undefined): BadgeColor {
  return availability === 'In Stock' ? 'green' : 'yellow';
}
