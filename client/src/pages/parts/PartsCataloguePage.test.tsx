import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { FALLBACK_PARTS } from './fallbackParts';
import { PartsCataloguePage } from './PartsCataloguePage';

const serverPart = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  name: `Server part ${id}`,
  category: 'Engine',
  partNumber: `SRV-${id}`,
  condition: 'Genuine New',
  compatibility: 'Scania R-Series',
  description: 'From the server.',
  price: '£100',
  availability: 'In Stock',
  warranty: '6 months',
  image: null,
  ...fields,
});

const page = (items: ReturnType<typeof serverPart>[]): MockAnswer => ({
  data: { parts: { total: items.length, items } },
});

function renderCatalogue(answer: MockAnswer | undefined) {
  const client = mockClient(answer ? { PartsCatalogue: answer } : {});
  renderWithProviders(<PartsCataloguePage />, { route: '/parts-catalogue', client });
  return client;
}

const catalogue = () => within(document.getElementById('catalogue')!);
const cardTitles = () =>
  catalogue()
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const cardOf = (name: string) =>
  within(screen.getByRole('heading', { name }).closest<HTMLElement>('.mantine-Card-root')!);
/** The Mantine colour a badge is filled with (any shade). */
const badgeColour = (badge: HTMLElement) =>
  /--badge-bg: var\(--mantine-color-([a-z]+)-/.exec(
    badge.closest('.mantine-Badge-root')!.getAttribute('style') ?? '',
  )?.[1];

describe('/parts-catalogue', () => {
  it('shows placeholders while the parts load', () => {
    renderCatalogue(undefined);
    expect(screen.getByText('Loading parts...')).toBeInTheDocument();
    expect(screen.getAllByTestId('part-card-skeleton')).toHaveLength(6);
  });

  it("shows the server's parts with their badges, details and count", () => {
    renderCatalogue(
      page([
        serverPart(1, { name: 'Turbo', condition: 'Used - Very Good', availability: '2-3 Days' }),
        serverPart(2, { name: 'Brake Disc', image: '/media/disc.webp' }),
      ]),
    );
    expect(screen.getByText('2 parts found')).toBeInTheDocument();
    expect(cardTitles()).toContain('Turbo');
    expect(screen.queryByText('Failed to load parts data')).not.toBeInTheDocument();
    expect(badgeColour(cardOf('Turbo').getByText('Used - Very Good'))).toBe('indigo');
    expect(badgeColour(cardOf('Turbo').getByText('2-3 Days'))).toBe('yellow');
    expect(badgeColour(cardOf('Brake Disc').getByText('Genuine New'))).toBe('green');
    expect(badgeColour(cardOf('Brake Disc').getByText('In Stock'))).toBe('green');
    expect(screen.getByRole('img', { name: 'Brake Disc' })).toHaveAttribute('src', '/media/disc.webp');
    expect(screen.getByRole('img', { name: 'Turbo' })).toHaveAttribute('src', '/images/part-placeholder.svg');
    expect(screen.getAllByText('Coverage:')).toHaveLength(2);
  });

  it('shows the 13 sample parts, without an error, when the catalogue is empty', () => {
    renderCatalogue(page([]));
    expect(screen.getByText('13 parts found')).toBeInTheDocument();
    expect(cardTitles()).toEqual(expect.arrayContaining(FALLBACK_PARTS.map((p) => p.name)));
    expect(screen.queryByText('Failed to load parts data')).not.toBeInTheDocument();
  });

  it('shows the sample parts and says so when loading fails, and filters them in the browser', async () => {
    const user = userEvent.setup();
    renderCatalogue({ errors: [{ message: 'The database is unavailable' }] });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load parts data');
    expect(alert).toHaveTextContent('Showing fallback data instead.');
    expect(screen.getByText('13 parts found')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Brakes' }));
    expect(screen.getByText('2 parts found')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Front Brake Disc', 'Brake Caliper']);

    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.paste('caliper');
    expect(await screen.findByText('1 part found')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Engine' }));
    expect(screen.getByText('0 parts found')).toBeInTheDocument();
    expect(catalogue().getByRole('heading', { name: 'No parts found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search criteria or contact us for specific requirements.'),
    ).toBeInTheDocument();
  });

  it('asks the server to filter once parts exist', async () => {
    const user = userEvent.setup();
    const client = renderCatalogue(page([serverPart(1)]));
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.paste('  r-series ');
    await user.click(screen.getByRole('combobox', { name: 'Condition' }));
    await user.click(screen.getByRole('option', { name: 'Used - Good' }));
    expect(client.executeQuery.mock.calls[0][0].variables?.filter).toBeUndefined();
    await waitFor(() =>
      expect(client.executeQuery.mock.calls.at(-1)![0].variables).toEqual({
        filter: { search: 'r-series', condition: 'Used - Good' },
        limit: 200,
      }),
    );
  });

  it('opens the enquiry modal prefilled with Parts Quote and the part', async () => {
    const user = userEvent.setup();
    renderCatalogue(page([serverPart(7, { name: 'Alternator', partNumber: 'ALT-24' })]));
    await user.click(screen.getByRole('button', { name: 'Enquire Now about Alternator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send an Enquiry' });
    expect(within(dialog).getByRole('combobox', { name: /^Service/ })).toHaveValue('Parts Quote');
    expect(within(dialog).getByRole('textbox', { name: /^Subject/ })).toHaveValue('Parts Quote: Alternator (ALT-24)');
  });

  it('opens the quote modal from the hero', async () => {
    const user = userEvent.setup();
    renderCatalogue(page([serverPart(1)]));
    await user.click(screen.getAllByRole('button', { name: 'Request Custom Quote' })[0]);
    expect(await screen.findByRole('dialog', { name: 'Request a Quote' })).toBeInTheDocument();
  });
});
