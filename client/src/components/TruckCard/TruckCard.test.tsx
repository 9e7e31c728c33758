import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TruckCardFieldsFragment } from '../../gql/graphql';
import { renderWithProviders } from '../../test/render';
import { TruckCard } from './TruckCard';

const truck: TruckCardFieldsFragment = {
  id: 7,
  title: '2019 Scania R 500 Tractor Unit',
  year: 2019,
  emissions: 'Euro-6',
  mileage: 151237,
  bodytype: 'Tractor Unit',
  price: 45000,
  description: 'Serviced and inspected in our Leicester workshop.',
  images: ['/media/demo/tractor-2.svg', '/media/demo/tractor-3.svg'],
  videos: [],
  availableForHire: false,
  power: '500 hp',
  weight: 44,
  axle: '6x2',
  cabtype: 'Sleeper Cab',
};

describe('TruckCard', () => {
  it('shows the title, facts, price in pounds and mileage in km', () => {
    renderWithProviders(<TruckCard truck={truck} />);
    expect(screen.getByRole('heading', { name: truck.title })).toBeInTheDocument();
    expect(screen.getByText('£45,000')).toBeInTheDocument();
    expect(screen.getByText('151,237 km')).toBeInTheDocument();
    expect(screen.getByText('2019')).toBeInTheDocument();
    expect(screen.getByText('Euro-6')).toBeInTheDocument();
    expect(screen.getByText('Tractor Unit')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: truck.title })).toHaveAttribute('src', '/media/demo/tractor-2.svg');
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/trucks/7');
  });

  it('shows POA when there is no price', () => {
    renderWithProviders(<TruckCard truck={{ ...truck, price: null }} />);
    expect(screen.getByText('POA')).toBeInTheDocument();
  });

  it('shows the Hire Fleet and Video badges only when they apply', () => {
    const { unmount } = renderWithProviders(<TruckCard truck={truck} />);
    expect(screen.queryByText('Hire Fleet')).not.toBeInTheDocument();
    expect(screen.queryByText('Video')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <TruckCard truck={{ ...truck, availableForHire: true, videos: ['https://example.com/walkround.mp4'] }} />,
    );
    expect(screen.getByText('Hire Fleet')).toBeInTheDocument();
    expect(screen.getByText('Video')).toBeInTheDocument();
  });

  it('falls back to the default image when the truck has none', () => {
    renderWithProviders(<TruckCard truck={{ ...truck, images: [] }} />);
    expect(screen.getByRole('img', { name: truck.title })).toHaveAttribute('src', '/images/truck-placeholder.svg');
  });

  it('adds power, weight, axle and cab type in the list view', () => {
    renderWithProviders(<TruckCard truck={truck} view="list" />);
    expect(screen.getByText('500 hp')).toBeInTheDocument();
    expect(screen.getByText('44 t')).toBeInTheDocument();
    expect(screen.getByText('6x2')).toBeInTheDocument();
    expect(screen.getByText('Sleeper Cab')).toBeInTheDocument();
  });

  it('keeps the grid view free of the list-only specifications', () => {
    renderWithProviders(<TruckCard truck={truck} />);
    expect(screen.queryByText('500 hp')).not.toBeInTheDocument();
  });
});
