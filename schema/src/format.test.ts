import { describe, expect, it } from 'vitest';
import { formatDate, formatMileage, formatPrice, formatWeight } from './format.js';

describe('formatPrice', () => {
  it('writes pounds the British way, without pence', () => {
    expect(formatPrice(45_000)).toBe('£45,000');
    expect(formatPrice(1_234_567)).toBe('£1,234,567');
    expect(formatPrice(0)).toBe('£0');
    expect(formatPrice(999.6)).toBe('£1,000');
  });

  it('shows POA for a missing price, or the text given', () => {
    expect(formatPrice(null)).toBe('POA');
    expect(formatPrice(undefined)).toBe('POA');
    expect(formatPrice(null, 'Price on application')).toBe('Price on application');
    expect(formatPrice(10, 'Price on application')).toBe('£10');
  });
});

describe('formatMileage', () => {
  it('writes kilometres with thousands separators', () => {
    expect(formatMileage(250_000)).toBe('250,000 km');
    expect(formatMileage(0)).toBe('0 km');
    expect(formatMileage(999)).toBe('999 km');
  });

  it('shows a dash for a missing mileage', () => {
    expect(formatMileage(null)).toBe('—');
    expect(formatMileage(undefined)).toBe('—');
  });
});

describe('formatDate and formatWeight', () => {
  it('write a long British date, and a dash for nothing or nonsense', () => {
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('5 March 2024');
    expect(formatDate(new Date('2023-12-25T12:00:00Z'))).toBe('25 December 2023');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('write tonnes', () => {
    expect(formatWeight(18)).toBe('18 t');
    expect(formatWeight(7.5)).toBe('7.5 t');
    expect(formatWeight(null)).toBe('—');
  });
});
