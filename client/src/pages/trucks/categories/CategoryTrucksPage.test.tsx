import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders } from '../../../test/render';
import { TRUCK_CATEGORIES, type CategoryKey } from './categories';
import { CategoryTrucksPage } from './CategoryTrucksPage';

const facets = { data: { truckFacets: { makes: ['DAF', 'Scania'], years: [2024, 2019] } } };
const empty = { data: { trucks: { total: 0, items: [] } } };

function renderCategory(key: CategoryKey, query = '') {
  const category = TRUCK_CATEGORIES[key];
  const client = mockClient({ TruckList: empty, TruckFilterOptions: facets });
  renderWithProviders(<CategoryTrucksPage category={category} />, { route: `${category.path}${query}`, client });
  return client;
}

describe('category pages', () => {
  it("tractor units: 'No tractor units found' with a link to all trucks", async () => {
    renderCategory('tractor');
    expect(await screen.findByRole('heading', { name: 'No tractor units found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Trucks' })).toHaveAttribute('href', '/trucks');
  });

  it.each([
    ['rigid', 'No rigid vehicles found'],
    ['chassis', 'No chassis cabs available'],
    ['curtain', 'No curtainsides found'],
  ] as const)('%s: %s, with a Contact us link', async (key, title) => {
    renderCategory(key);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it("asks the server for the category's body type and its own price band", async () => {
    const client = renderCategory('rigid', '?price=25k-35k&make=Scania&mileage=0-50k');
    await screen.findByText('Showing 0 trucks');
    const list = client.executeQuery.mock.calls.find(([request]) => 'filter' in (request.variables ?? {}));
    expect(list?.[0].variables).toEqual({
      filter: { bodytype: 'rigid', make: 'Scania', priceMin: 25001, priceMax: 35000 },
      skip: 0,
      limit: 50,
    });
  });

  it('offers filters and the layout switch', async () => {
    renderCategory('curtain');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Layout' })).toBeInTheDocument();
  });

  it('gives chassis cabs search alone, in a grid', async () => {
    const client = renderCategory('chassis', '?view=list&make=DAF');
    expect(screen.getByRole('textbox', { name: 'Search chassis cabs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Layout' })).not.toBeInTheDocument();
    await screen.findByText('Showing 0 trucks');
    const list = client.executeQuery.mock.calls.find(([request]) => 'filter' in (request.variables ?? {}));
    expect(list?.[0].variables?.filter).toEqual({ bodytype: 'chassis' });
  });

  it('shows the rigid weight range in its marketing block', () => {
    renderCategory('rigid');
    expect(screen.getByText(/7\.5t \(light\) through 18t \(medium\) to 26t \(heavy\)/)).toBeInTheDocument();
  });
});
