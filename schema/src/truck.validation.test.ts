import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { maxTruckYear, truckInputSchema } from './index.js';

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Scania R450',
  make: 'Scania',
  model: 'R450',
  bodytype: 'Tractor Unit',
  uniquestockid: 'SC-450',
  description: 'Ready for work.',
  ...overrides,
});

async function problems(value: unknown): Promise<Record<string, string>> {
  try {
    await truckInputSchema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('truck rules (back-office spec: truck form)', () => {
  it('takes years from 1990 to next year', async () => {
    expect(await problems(body({ year: 1990 }))).toEqual({});
    expect(await problems(body({ year: maxTruckYear() }))).toEqual({});
    expect((await problems(body({ year: 1989 }))).year).toBe('Year must be 1990 or later');
    expect((await problems(body({ year: maxTruckYear() + 1 }))).year).toBe(`Year must be ${maxTruckYear()} or earlier`);
    expect(maxTruckYear(new Date('2026-06-01'))).toBe(2027);
  });

  it('takes weights in steps of 0.1 tonnes', async () => {
    for (const weight of [0, 7, 19.5, 0.3, 44.1]) expect(await problems(body({ weight }))).toEqual({});
    expect((await problems(body({ weight: 18.25 }))).weight).toBe('Weight must be in steps of 0.1 tonnes');
    expect((await problems(body({ weight: -0.1 }))).weight).toBe('Weight cannot be negative');
  });

  it('refuses negative hire rates', async () => {
    const found = await problems(body({ hire_daily_rate: -1, hire_weekly_rate: -1, hire_monthly_rate: -1 }));
    expect(found).toEqual({
      hire_daily_rate: 'Daily hire rate cannot be negative',
      hire_weekly_rate: 'Weekly hire rate cannot be negative',
      hire_monthly_rate: 'Monthly hire rate cannot be negative',
    });
    expect(await problems(body({ hire_daily_rate: 0 }))).toEqual({});
  });

  it('saves empty numbers as null and numbers typed as text as numbers', () => {
    const cast = truckInputSchema.cast(
      body({ price: '', year: '', weight: '', mileage: '', hire_daily_rate: '', hire_weekly_rate: '650', hire_monthly_rate: '' }),
    );
    expect(cast).toMatchObject({ price: null, year: null, weight: null, mileage: null, hire_daily_rate: null, hire_weekly_rate: 650, hire_monthly_rate: null });
  });
});
