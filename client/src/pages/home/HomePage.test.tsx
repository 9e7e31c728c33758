import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders, type MockResponder } from '../../test/render';
import { HomePage } from './HomePage';

const latest = {
  data: { latest: { total: 44, items: [] }, featured: { total: 9 } },
};

function renderHome(answers: Record<string, MockResponder>) {
  renderWithProviders(<HomePage />, { client: mockClient(answers) });
}

describe('home page', () => {
  it('shows eight placeholder cards while the latest trucks load', () => {
    renderHome({});
    expect(screen.getAllByTestId('truck-card-skeleton').length).toBeGreaterThanOrEqual(8);
  });

  it('counts the stock, the hire fleet and the featured trucks', async () => {
    renderHome({
      HomeLatestTrucks: latest,
      HomeHireTrucks: { data: { trucks: { total: 11, items: [] } } },
    });
    expect(await screen.findByText('44')).toBeInTheDocument();
    expect(screen.getByText('Trucks in Stock')).toBeInTheDocument();
    expect(screen.getByText('11')).toBeInTheDocument();
    expect(screen.getByText('9')).toBeInTheDocument();
    expect(screen.getByText('30+')).toBeInTheDocument();
  });

  it("says 'Unable to load hire vehicles' when the hire list fails", async () => {
    renderHome({ HomeLatestTrucks: latest, HomeHireTrucks: { errors: [{ message: 'Database unavailable' }] } });
    expect(await screen.findByText('Unable to load hire vehicles')).toBeInTheDocument();
  });

  it('invites an enquiry when no hire vehicle is available', async () => {
    renderHome({ HomeLatestTrucks: latest, HomeHireTrucks: { data: { trucks: { total: 0, items: [] } } } });
    expect(await screen.findByRole('heading', { name: 'No Hire Vehicles Currently Available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make an Enquiry' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /View all hire vehicles/ })).toHaveAttribute('href', '/vehicles-for-hire');
  });

  it('closes with the office phone and a Request Quote link', () => {
    renderHome({});
    expect(screen.getByRole('link', { name: 'Call 0116 123 4567' })).toHaveAttribute('href', 'tel:01161234567');
    expect(screen.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Call 07700 900123' })).toHaveAttribute('href', 'tel:07700900123');
  });
});
