import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders } from '../../test/render';
import { HomeSearch } from './HomeSearch';

function TrucksLocation() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

/** The server's totals: 12 Scania trucks, 5 for hire, 2 of those without a price (so 10 for sale). */
function totals(variables: Record<string, unknown>) {
  const filter = variables.filter as Record<string, unknown>;
  const total = filter.forSale ? 10 : filter.availableForHire ? 5 : 12;
  return { data: { trucks: { total } } };
}

function renderSearch() {
  const client = mockClient({ TruckCount: totals });
  renderWithProviders(
    <Routes>
      <Route path="/" element={<HomeSearch />} />
      <Route path="/trucks" element={<TrucksLocation />} />
    </Routes>,
    { client },
  );
  return client;
}

async function choose(label: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('home search panel', () => {
  it('shows the live count of matching vehicles', async () => {
    renderSearch();
    expect(await screen.findByText('12 vehicles match your criteria')).toBeInTheDocument();
    await choose('Availability', 'For Hire');
    expect(await screen.findByText('5 vehicles match your criteria')).toBeInTheDocument();
  });

  it('counts For Sale with the server\'s forSale filter', async () => {
    const client = renderSearch();
    await choose('Availability', 'For Sale');
    expect(await screen.findByText('10 vehicles match your criteria')).toBeInTheDocument();
    const filters = client.executeQuery.mock.calls.map(([operation]) => operation.variables?.filter);
    expect(filters).toContainEqual({ make: 'Scania', forSale: true });
  });

  it('offers Clear Filters once a filter is set, and it resets them all', async () => {
    renderSearch();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    await choose('Vehicle type', 'Tipper Trucks');
    await choose('Budget', '£75,000+');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('combobox', { name: 'Vehicle type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('searches /trucks with the specialist make and the chosen filters', async () => {
    renderSearch();
    await choose('Availability', 'For Hire');
    await choose('Vehicle type', 'Rigid Trucks');
    await choose('Mileage', '800k+ km');
    await choose('Budget', '£0 - £25,000');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'At /trucks?make=Scania&bodytype=Rigid&priceRange=0-25000&mileage=800000%2B&availability=for-hire',
      ),
    ).toBeInTheDocument();
  });
});
