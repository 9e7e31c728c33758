import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { TrucksPage } from './TrucksPage';

const facets: MockAnswer = { data: { truckFacets: { makes: ['DAF', 'Scania'], years: [2024, 2019] } } };

const truck = {
  id: 1,
  title: '2019 Scania R 500 Tractor Unit',
  year: 2019,
  emissions: 'Euro-6',
  mileage: 151237,
  bodytype: 'Tractor Unit',
  price: 18750,
  description: 'Ready for work.',
  images: [],
  videos: [],
  availableForHire: false,
  power: null,
  weight: null,
  axle: null,
  cabtype: null,
};

function renderPage(list: MockAnswer | undefined, route = '/trucks') {
  const client = mockClient(list ? { TruckList: list, TruckFilterOptions: facets } : { TruckFilterOptions: facets });
  renderWithProviders(<TrucksPage />, { route, client });
  return client;
}

describe('/trucks', () => {
  it('shows the loading marker and six placeholder cards while trucks load', () => {
    renderPage(undefined);
    expect(screen.getByText('Loading trucks...')).toBeInTheDocument();
    expect(screen.getAllByTestId('truck-card-skeleton')).toHaveLength(6);
  });

  it('counts the matching trucks', () => {
    renderPage({ data: { trucks: { total: 1, items: [truck] } } });
    expect(screen.getByText('Showing 1 truck')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: truck.title })).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    renderPage({ data: { trucks: { total: 0, items: [] } } });
    expect(screen.getByText('Showing 0 trucks')).toBeInTheDocument();
    expect(screen.getByText('No trucks found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeInTheDocument();
  });

  it("shows the server's error under the count", () => {
    renderPage({ errors: [{ message: 'The database is unavailable, please try again shortly' }] });
    expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable, please try again shortly');
  });

  it('asks the server for what the URL says', () => {
    const client = renderPage(
      { data: { trucks: { total: 0, items: [] } } },
      '/trucks?make=Scania&price=30k-45k&page=2',
    );
    const [request] = client.executeQuery.mock.calls.find(([r]) => r.variables && 'filter' in r.variables)!;
    expect(request.variables).toEqual({
      filter: { make: 'Scania', priceMin: 30000, priceMax: 45000 },
      skip: 50,
      limit: 50,
    });
    expect(screen.getByRole('combobox', { name: 'Manufacturer' })).toHaveValue('Scania');
    expect(screen.getByRole('combobox', { name: 'Budget Range' })).toHaveValue('£30,000 - £45,000');
  });

  it('understands the home search and shows its ranges and availability', async () => {
    const client = renderPage(
      { data: { trucks: { total: 1, items: [truck] } } },
      '/trucks?make=Scania&bodytype=Tractor&priceRange=0-25000&mileage=50000-200000&availability=for-hire',
    );
    const [request] = client.executeQuery.mock.calls.find(([r]) => r.variables && 'skip' in r.variables)!;
    expect(request.variables?.filter).toEqual({
      make: 'Scania',
      bodytype: 'Tractor',
      availableForHire: true,
      priceMin: 0,
      priceMax: 25000,
      mileageMin: 50000,
      mileageMax: 200000,
    });
    expect(screen.getByRole('combobox', { name: 'Budget Range' })).toHaveValue('£0 - £25,000');
    expect(screen.getByRole('combobox', { name: 'Mileage Range' })).toHaveValue('50,000 - 200,000 km');
    expect(screen.getByText('For Hire')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the availability filter For Hire' })).toBeInTheDocument();
  });

  it('For Sale asks the server for trucks for sale (forSale), so pages and totals are the server\'s', async () => {
    const client = mockClient({
      TruckFilterOptions: facets,
      TruckList: (variables) =>
        (variables.filter as { forSale?: boolean }).forSale ? { data: { trucks: { total: 1, items: [truck] } } } : undefined,
    });
    renderWithProviders(<TrucksPage />, { route: '/trucks?availability=for-sale', client });
    expect(await screen.findByText('Showing 1 truck')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: truck.title })).toBeInTheDocument();
  });
});
