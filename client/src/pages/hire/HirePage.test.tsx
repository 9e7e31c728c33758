import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { HirePage } from './HirePage';

const hireTruck = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Hire truck ${id}`,
  make: id % 2 ? 'Scania' : 'DAF',
  year: 2019,
  mileage: 150000,
  bodytype: 'Tractor Unit',
  images: [],
  hireStatus: 'available',
  hireDailyRate: 150,
  hireWeeklyRate: null,
  hireMonthlyRate: null,
  ...overrides,
});

function renderHire(answer: MockAnswer, route = '/hire') {
  const client = mockClient({ HireTrucks: answer });
  renderWithProviders(<HirePage />, { route, client });
  return client;
}

const listVariables = (client: ReturnType<typeof mockClient>) =>
  client.executeQuery.mock.calls.map(([request]) => request.variables);

describe('/hire', () => {
  it('lists the trucks for hire with their status and rates', async () => {
    renderHire({
      data: {
        trucks: {
          total: 2,
          items: [hireTruck(1), hireTruck(2, { hireStatus: 'hired', hireDailyRate: null })],
        },
      },
    });
    expect(await screen.findByText('Showing 2 trucks')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first).getByText('£150 per day + VAT')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Call to Book' })).toBeInTheDocument();
    expect(within(second).getByText('Currently Hired')).toBeInTheDocument();
    expect(within(second).getByText('Rates available on request')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Call to Book' })).toBeDisabled();
  });

  it('asks only for trucks available for hire, with make, type and search from the URL', async () => {
    const client = renderHire(
      { data: { trucks: { total: 0, items: [] } } },
      '/vehicles-for-hire?make=Scania&type=rigid&search=R 450',
    );
    await screen.findByText('Showing 0 trucks');
    expect(listVariables(client)).toContainEqual({
      filter: { availableForHire: true, search: 'R 450', make: 'Scania', bodytype: 'rigid' },
      skip: 0,
      limit: 50,
    });
  });

  it('shows the hire duration without letting it change the list', async () => {
    const client = renderHire({ data: { trucks: { total: 1, items: [hireTruck(1)] } } });
    await screen.findByText('Showing 1 truck');
    const before = client.executeQuery.mock.calls.length;
    await userEvent.click(screen.getByRole('combobox', { name: 'Hire Duration' }));
    await userEvent.click(screen.getByRole('option', { name: 'Long-term' }));
    expect(screen.getByRole('combobox', { name: 'Hire Duration' })).toHaveValue('Long-term');
    const asked = listVariables(client).slice(before);
    expect(asked.every((variables) => !JSON.stringify(variables).includes('long-term'))).toBe(true);
  });

  it('asks the visitor to call when no vehicle is available', async () => {
    renderHire({ data: { trucks: { total: 0, items: [] } } });
    expect(
      await screen.findByRole('heading', { name: 'No vehicles currently available for hire' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 0116 123 4567' })).toHaveAttribute('href', 'tel:01161234567');
  });
});
