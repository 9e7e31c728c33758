import { describe, expect, it } from 'vitest';
import { PART_AVAILABILITY, PART_CATEGORIES, PART_CONDITIONS, PART_WARRANTIES } from '@dealer/schema';
import { FALLBACK_PARTS } from './fallbackParts';
import {
  NO_PART_FILTERS,
  availabilityColor,
  conditionColor,
  filterParts,
  hasPartFilters,
  toPartFilterInput,
  type CataloguePart,
} from './partRules';

const part = (fields: Partial<CataloguePart>): CataloguePart => ({
  id: 1,
  name: 'Turbocharger',
  category: 'Engine',
  partNumber: 'TRB-1',
  condition: 'Genuine New',
  compatibility: 'Scania R-Series',
  description: '',
  price: '£100',
  availability: 'In Stock',
  warranty: '3 months',
  image: null,
  ...fields,
});

describe('part filters', () => {
  const parts = [
    part({
      id: 1,
      name: 'Turbocharger',
      partNumber: 'TRB-1',
      compatibility: 'Scania R-Series',
      condition: 'Used - Good',
    }),
    part({ id: 2, name: 'Brake Disc', partNumber: 'BD-434', category: 'Brakes', condition: 'Used - Very Good' }),
    part({ id: 3, name: 'Mirror', partNumber: 'MIR-9', category: 'Cab & Body', compatibility: 'G-Series' }),
  ];
  const ids = (found: CataloguePart[]) => found.map((p) => p.id);

  it('finds text in any case in the name, part number or compatibility, and nowhere else', () => {
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, search: 'turbo' }))).toEqual([1]);
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, search: 'bd-4' }))).toEqual([2]);
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, search: 'g-series' }))).toEqual([3]);
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, search: 'Engine' }))).toEqual([]);
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, search: '  ' }))).toEqual([1, 2, 3]);
  });

  it('matches the category exactly', () => {
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, category: 'Brakes' }))).toEqual([2]);
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, category: 'Brake' }))).toEqual([]);
  });

  it("matches the condition by its start, so 'Used - Good' does not match 'Used - Very Good'", () => {
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, condition: 'Used - Good' }))).toEqual([1]);
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, condition: 'Used - Very Good' }))).toEqual([2]);
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, condition: 'Used' }))).toEqual([1, 2]);
    expect(ids(filterParts(parts, { ...NO_PART_FILTERS, condition: 'used - good' }))).toEqual([1]);
  });

  it('combines the filters', () => {
    expect(ids(filterParts(parts, { search: 'scania', category: 'Brakes', condition: 'Used' }))).toEqual([2]);
  });

  it('sends the server only the filters that are set', () => {
    expect(toPartFilterInput(NO_PART_FILTERS)).toBeUndefined();
    expect(toPartFilterInput({ search: ' turbo ', category: null, condition: 'Reconditioned' })).toEqual({
      search: 'turbo',
      condition: 'Reconditioned',
    });
    expect(hasPartFilters(NO_PART_FILTERS)).toBe(false);
    expect(hasPartFilters({ ...NO_PART_FILTERS, category: 'Engine' })).toBe(true);
  });
});

describe('badge colours', () => {
  it('colours conditions as the spec says', () => {
    expect(conditionColor('Genuine New')).toBe('green');
    expect(conditionColor('Reconditioned')).toBe('blue');
    expect(conditionColor('Used - Excellent')).toBe('purple');
    expect(conditionColor('Used - Very Good')).toBe('indigo');
    expect(conditionColor('Used - Good')).toBe('gray');
    expect(conditionColor(null)).toBe('gray');
  });

  it('shows In Stock green and anything else yellow', () => {
    expect(availabilityColor('In Stock')).toBe('green');
    expect(availabilityColor('2-3 Days')).toBe('yellow');
    expect(availabilityColor('Out of Stock')).toBe('yellow');
  });
});

describe('fallback parts', () => {
  it('holds the 13 sample parts with unique ids, including the ones the spec names', () => {
    const fallbackIds = FALLBACK_PARTS.map((p) => p.id);
    expect(fallbackIds).toHaveLength(13);
    expect(new Set(fallbackIds).size).toBe(13);
    expect(fallbackIds).toEqual(expect.arrayContaining(['ENG001', 'TRN001', 'BRK001', 'ELE001', 'CAB001', 'SUS001']));
  });

  it('uses only the catalogue categories and conditions', () => {
    for (const p of FALLBACK_PARTS) {
      expect(PART_CATEGORIES).toContain(p.category);
      expect(PART_CONDITIONS).toContain(p.condition);
      expect(PART_AVAILABILITY).toContain(p.availability);
      expect(PART_WARRANTIES).toContain(p.warranty);
    }
  });
});
