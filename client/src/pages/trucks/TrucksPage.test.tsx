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
});
