import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HireTruckCardFieldsFragment } from '../../gql/graphql';
import { renderWithProviders } from '../../test/render';
import { HireTruckCard } from './HireTruckCard';
import { hireRateLines } from './hireRates';

const truck: HireTruckCardFieldsFragment = {
  id: 12,
  title: '2019 Scania R 500 Tractor Unit',
  make: 'Scania',
  year: 2019,
  mileage: 151237,
  bodytype: 'Tractor Unit',
  images: [],
  hireStatus: 'available',
  hireDailyRate: 150,
  hireWeeklyRate: 900,
  hireMonthlyRate: 3200,
};

describe('HireTruckCard', () => {
  it('quotes the rates per day, week and month plus VAT', () => {
    renderWithProviders(<HireTruckCard truck={truck} />);
    expect(screen.getByText('£150 per day + VAT')).toBeInTheDocument();
    expect(screen.getByText('£900 per week + VAT')).toBeInTheDocument();
    expect(screen.getByText('£3,200 per month + VAT')).toBeInTheDocument();
    expect(screen.queryByText('Rates available on request')).not.toBeInTheDocument();
  });

  it("says 'Rates available on request' when no rate is set", () => {
    renderWithProviders(
      <HireTruckCard truck={{ ...truck, hireDailyRate: null, hireWeeklyRate: null, hireMonthlyRate: null }} />,
    );
    expect(screen.getByText('Rates available on request')).toBeInTheDocument();
    expect(hireRateLines({ hireDailyRate: null, hireWeeklyRate: 650, hireMonthlyRate: null })).toEqual([
      '£650 per week + VAT',
    ]);
  });

  it('offers Call to Book, a call to the office, when the truck is available', () => {
    renderWithProviders(<HireTruckCard truck={truck} />);
    expect(screen.getByText('Hire Fleet')).toBeInTheDocument();
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call to Book' })).toHaveAttribute('href', 'tel:01161234567');
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/trucks/12');
  });

  it.each([
    ['hired', 'Currently Hired', 'Hired'],
    ['maintenance', 'Under Maintenance', 'Maintenance'],
  ] as const)('disables Call to Book when the truck is %s', (hireStatus, badge, tag) => {
    renderWithProviders(<HireTruckCard truck={{ ...truck, hireStatus }} />);
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByText(tag)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call to Book' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Call to Book' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toBeInTheDocument();
  });
});
