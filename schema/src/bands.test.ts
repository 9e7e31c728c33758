import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PRICE_BANDS,
  HOME_BUDGET_BANDS,
  HOME_MILEAGE_BANDS,
  TRUCK_MILEAGE_BANDS,
  TRUCK_PRICE_BANDS,
  bandToRange,
  bodyTypeNeedle,
  findBand,
  inBand,
  inRange,
  matchesBodyType,
  parseRange,
  type Band,
} from './bands.js';

const band = (bands: Band[], value: string) => {
  const found = findBand(bands, value);
  if (!found) throw new Error(`no band ${value}`);
  return found;
};

describe('inBand', () => {
  it('accepts everything without a band', () => {
    expect(inBand(123, undefined)).toBe(true);
    expect(inBand(null, undefined)).toBe(true);
  });

  it('applies the /trucks price bands with their exclusive edges', () => {
    const under30 = band(TRUCK_PRICE_BANDS, 'under30k');
    expect(inBand(29_999, under30)).toBe(true);
    expect(inBand(30_000, under30)).toBe(false);

    const mid = band(TRUCK_PRICE_BANDS, '30k-45k');
    expect([29_999, 30_000, 45_000, 45_001].map((v) => inBand(v, mid))).toEqual([false, true, true, false]);

    const upper = band(TRUCK_PRICE_BANDS, '45k-60k');
    expect([45_000, 45_001, 60_000, 60_001].map((v) => inBand(v, upper))).toEqual([false, true, true, false]);

    const over60 = band(TRUCK_PRICE_BANDS, 'over60k');
    expect([60_000, 60_001, 1_000_000].map((v) => inBand(v, over60))).toEqual([false, true, true]);
  });

  it('counts a missing value as 0', () => {
    expect(inBand(null, band(TRUCK_PRICE_BANDS, 'under30k'))).toBe(true);
    expect(inBand(undefined, band(TRUCK_PRICE_BANDS, 'under30k'))).toBe(true);
    expect(inBand(null, band(TRUCK_PRICE_BANDS, 'over60k'))).toBe(false);
    expect(inBand(null, band(TRUCK_MILEAGE_BANDS, '0-50k'))).toBe(true);
    expect(inBand(null, band(TRUCK_MILEAGE_BANDS, '200k+'))).toBe(false);
  });

  it('applies the mileage bands, each upper edge belonging to the lower band', () => {
    expect(inBand(50_000, band(TRUCK_MILEAGE_BANDS, '0-50k'))).toBe(true);
    expect(inBand(50_000, band(TRUCK_MILEAGE_BANDS, '50k-100k'))).toBe(false);
    expect(inBand(50_001, band(TRUCK_MILEAGE_BANDS, '50k-100k'))).toBe(true);
    expect(inBand(200_000, band(TRUCK_MILEAGE_BANDS, '100k-200k'))).toBe(true);
    expect(inBand(200_001, band(TRUCK_MILEAGE_BANDS, '200k+'))).toBe(true);
  });

  it('puts every whole value in exactly one band of each band set', () => {
    const sets = [TRUCK_PRICE_BANDS, TRUCK_MILEAGE_BANDS, ...Object.values(CATEGORY_PRICE_BANDS)];
    for (const bands of sets) {
      for (const v of [0, 1, 24_999, 25_000, 25_001, 29_999, 30_000, 30_001, 45_000, 45_001, 50_000, 60_000, 60_001, 100_000, 200_001]) {
        expect(bands.filter((b) => inBand(v, b)).length, `${v} in ${bands.map((b) => b.value)}`).toBe(1);
      }
    }
  });
});

describe('category price bands', () => {
  it('have inclusive upper bounds and money labels', () => {
    const tractor = CATEGORY_PRICE_BANDS.tractor;
    expect(tractor.map((b) => b.value)).toEqual(['under40k', '40k-50k', '50k-60k', 'over60k']);
    expect(tractor.map((b) => b.label)).toEqual(['Under £40,000', '£40,000 - £50,000', '£50,000 - £60,000', 'Over £60,000']);
    expect(inBand(40_000, band(tractor, 'under40k'))).toBe(true);
    expect(inBand(40_000, band(tractor, '40k-50k'))).toBe(false);
    expect(inBand(40_001, band(tractor, '40k-50k'))).toBe(true);
    expect(CATEGORY_PRICE_BANDS.rigid.map((b) => b.value)).toEqual(['under25k', '25k-35k', '35k-45k', 'over45k']);
  });
});

describe('findBand', () => {
  it('finds a band by its value, and nothing for an unknown or empty value', () => {
    expect(findBand(TRUCK_PRICE_BANDS, '30k-45k')?.label).toBe('£30,000 - £45,000');
    expect(findBand(TRUCK_PRICE_BANDS, 'cheap')).toBeUndefined();
    expect(findBand(TRUCK_PRICE_BANDS, '')).toBeUndefined();
    expect(findBand(TRUCK_PRICE_BANDS, null)).toBeUndefined();
  });
});

describe('bandToRange', () => {
  it('turns exclusive edges into whole-number bounds', () => {
    expect(bandToRange(undefined)).toEqual({});
    expect(bandToRange(band(TRUCK_PRICE_BANDS, 'under30k'))).toEqual({ min: undefined, max: 29_999 });
    expect(bandToRange(band(TRUCK_PRICE_BANDS, '30k-45k'))).toEqual({ min: 30_000, max: 45_000 });
    expect(bandToRange(band(TRUCK_PRICE_BANDS, '45k-60k'))).toEqual({ min: 45_001, max: 60_000 });
    expect(bandToRange(band(TRUCK_PRICE_BANDS, 'over60k'))).toEqual({ min: 60_001, max: undefined });
    expect(bandToRange(band(TRUCK_MILEAGE_BANDS, '0-50k'))).toEqual({ min: undefined, max: 50_000 });
  });

  it('selects on the server exactly what inBand selects in the browser', () => {
    const all = [...TRUCK_PRICE_BANDS, ...TRUCK_MILEAGE_BANDS, ...Object.values(CATEGORY_PRICE_BANDS).flat()];
    for (const b of all) {
      const { min, max } = bandToRange(b);
      const edges = [b.min, b.max].filter((e): e is number => e !== undefined).flatMap((e) => [e - 1, e, e + 1]);
      for (const v of [0, ...edges]) {
        const serverSide = (min === undefined || v >= min) && (max === undefined || v <= max);
        expect(serverSide, `${v} in ${b.value}`).toBe(inBand(v, b));
      }
    }
  });
});

describe('parseRange', () => {
  it('parses min-max and min+', () => {
    expect(parseRange('50000-200000')).toEqual({ min: 50_000, max: 200_000 });
    expect(parseRange('800000+')).toEqual({ min: 800_000 });
    expect(parseRange(' 0-25000 ')).toEqual({ min: 0, max: 25_000 });
  });

  it.each(['', 'abc', '5-', '-5', '1.5-2', '10k-20k', '+5', '1-2-3'])('gives no range for %j', (text) => {
    expect(parseRange(text)).toBeUndefined();
  });

  it('gives no range for null and undefined', () => {
    expect(parseRange(null)).toBeUndefined();
    expect(parseRange(undefined)).toBeUndefined();
  });

  it('parses every home search band', () => {
    for (const { value } of [...HOME_MILEAGE_BANDS, ...HOME_BUDGET_BANDS]) expect(parseRange(value), value).toBeDefined();
  });
});

describe('inRange', () => {
  it('has inclusive bounds and an open top for min+', () => {
    const range = parseRange('25000-50000');
    expect([24_999, 25_000, 50_000, 50_001].map((v) => inRange(v, range))).toEqual([false, true, true, false]);
    const open = parseRange('75000+');
    expect([74_999, 75_000, 10_000_000].map((v) => inRange(v, open))).toEqual([false, true, true]);
  });

  it('counts a missing value as 0 and accepts everything without a range', () => {
    expect(inRange(null, parseRange('0-25000'))).toBe(true);
    expect(inRange(undefined, parseRange('50000-200000'))).toBe(false);
    expect(inRange(123, undefined)).toBe(true);
  });
});

describe('body types', () => {
  it('match by case-insensitive containment', () => {
    expect(matchesBodyType('Tractor Unit', 'tractor')).toBe(true);
    expect(matchesBodyType('Tractor Unit', 'UNIT')).toBe(true);
    expect(matchesBodyType('Tractor Unit', 'Tipper')).toBe(false);
    expect(matchesBodyType('Chassis Cab', 'cab')).toBe(true);
  });

  it('let a plural needle match the singular', () => {
    expect(matchesBodyType('Tipper', 'Tippers')).toBe(true);
    expect(matchesBodyType('Rigid', 'Rigids')).toBe(true);
    expect(matchesBodyType('Curtainside', 'Curtainsides')).toBe(true);
    expect(matchesBodyType('Tractor Unit', 'Tractor Units')).toBe(true);
  });

  it('do not cut the s off words that are not plurals', () => {
    expect(bodyTypeNeedle('Chassis')).toBe('chassis');
    expect(bodyTypeNeedle('Glass')).toBe('glass');
    expect(bodyTypeNeedle('Bus')).toBe('bus');
    expect(bodyTypeNeedle('  Tippers ')).toBe('tipper');
    expect(matchesBodyType('Chassis Cab', 'Chassis')).toBe(true);
  });

  it('match everything without a filter and nothing when the truck has no body type', () => {
    expect(matchesBodyType('Tipper', '')).toBe(true);
    expect(matchesBodyType('Tipper', null)).toBe(true);
    expect(matchesBodyType(null, 'tipper')).toBe(false);
  });
});
