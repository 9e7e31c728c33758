import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders } from '../../../test/render';
import { CategoriesPage } from './CategoriesPage';

describe('/trucks/categories', () => {
  it('shows each category with its live count and a link to its page', async () => {
    const client = mockClient({
      TruckCategoryCounts: {
        data: { tractor: { total: 10 }, rigid: { total: 8 }, chassis: { total: 0 }, curtain: { total: 1 } },
      },
    });
    renderWithProviders(<CategoriesPage />, { route: '/trucks/categories', client });
    expect(await screen.findByText('10 Available')).toBeInTheDocument();
    expect(screen.getByText('8 Available')).toBeInTheDocument();
    expect(screen.getByText('0 Available')).toBeInTheDocument();
    expect(screen.getByText('1 Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Tractor Units/ })).toHaveAttribute('href', '/trucks/tractor-units');
    expect(screen.getByRole('link', { name: /View Rigid Vehicles/ })).toHaveAttribute('href', '/trucks/rigids');
    expect(screen.getByRole('link', { name: /View Chassis Cabs/ })).toHaveAttribute('href', '/trucks/chassis-cabs');
    expect(screen.getByRole('link', { name: /View Curtainsides/ })).toHaveAttribute('href', '/trucks/curtainsides');
    expect(screen.getByRole('link', { name: /Browse All Trucks/ })).toHaveAttribute('href', '/trucks');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
