import { describe, expect, it } from 'vitest';
import { truckInputSchema } from '@dealer/schema';
import type { AdminTruckFragment } from '../../gql/graphql';
import { duplicateTruckTarget, newTruckTarget, toBody, truckFormValues } from './TruckFormModal';

const truck: AdminTruckFragment = {
  id: 7,
  title: '2019 Scania R 500',
  make: 'Scania',
  model: 'R 500',
  bodytype: 'Tractor Unit',
  uniquestockid: 'SC-500',
  description: 'Ready for work.',
  cabtype: null,
  axle: null,
  price: null,
  year: 2019,
  power: null,
  weight: 19.5,
  mileage: null,
  emissions: null,
  images: ['/media/a.webp'],
  videos: ['https://example.com/v.mp4'],
  featured: true,
  availableForHire: true,
  hireStatus: 'hired',
  hireDailyRate: 150,
  hireWeeklyRate: null,
  hireMonthlyRate: null,
};

describe('truck form values', () => {
  it('starts a new truck empty, with no pictures (the site then shows its placeholder)', () => {
    expect(newTruckTarget()).toMatchObject({ values: { title: '', images: [], videos: [], hire_status: 'available' } });
    expect(newTruckTarget().id).toBeUndefined();
  });

  it('duplicates without the id, marking the stock ID and the title', () => {
    const copy = duplicateTruckTarget(truck, 1_700_000_000_000);
    expect(copy.id).toBeUndefined();
    expect(copy.values).toMatchObject({
      uniquestockid: 'SC-500-COPY-1700000000000',
      title: '2019 Scania R 500 (Copy)',
      images: ['/media/a.webp'],
      featured: true,
    });
    // The copy's lists are its own.
    expect(copy.values.images).not.toBe(truck.images);
  });

  it('turns empty numbers into null on save', () => {
    const body = truckInputSchema.cast(toBody(truckFormValues(truck)));
    expect(body).toMatchObject({ price: null, mileage: null, weight: 19.5, year: 2019, cabtype: null, hire_daily_rate: 150, hire_weekly_rate: null });
  });

  it('keeps no hire rates for a truck that is not for hire', () => {
    const values = { ...truckFormValues(truck), available_for_hire: false, hire_daily_rate: -5 };
    const body = truckInputSchema.cast(toBody(values));
    expect(body).toMatchObject({ available_for_hire: false, hire_daily_rate: null, hire_weekly_rate: null, hire_monthly_rate: null });
    // A hidden field cannot block the save.
    expect(truckInputSchema.isValidSync(toBody(values))).toBe(true);
  });
});
