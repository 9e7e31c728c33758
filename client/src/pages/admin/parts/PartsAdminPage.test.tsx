import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../app/auth/AuthContext';
import { AUTH_TOKEN_KEY } from '../../../app/auth/tokenStorage';
import type { AdminPartFragment } from '../../../gql/graphql';
import { mockClient, renderWithProviders, type MockResponder } from '../../../test/render';
import { filterParts, NO_PART_FILTERS, type PartFilters } from '../../parts/partRules';
import { PartsAdminPage } from './PartsAdminPage';

const part = (fields: Partial<AdminPartFragment> & Pick<AdminPartFragment, 'id' | 'name' | 'partNumber'>) => ({
  category: 'Engine',
  condition: 'Genuine New',
  compatibility: 'Scania R Series',
  description: 'Checked and ready to fit.',
  price: '£100',
  availability: 'In Stock',
  warranty: '6 months',
  images: [],
  image: null,
  featured: false,
  ...fields,
});

const STORED = `/media/${'ab12'.repeat(16)}.webp`;

const PARTS: AdminPartFragment[] = [
  part({
    id: 1,
    name: 'Turbocharger',
    partNumber: 'TB-100',
    condition: 'Reconditioned',
    compatibility: 'Scania R Series 2013-2018',
    price: '£1,250',
    images: [STORED],
    image: STORED,
    featured: true,
  }),
  part({
    id: 2,
    name: 'Brake Caliper',
    partNumber: 'BC-200',
    category: 'Brakes',
    condition: 'Used - Very Good',
    compatibility: 'DAF XF',
    availability: '1 Week',
  }),
  part({
    id: 3,
    name: 'Wiper Motor',
    partNumber: 'WM-300',
    category: 'Electrical',
    condition: 'Used - Good',
    compatibility: 'Volvo FH',
    price: 'POA',
  }),
];

/** The server's filter, answered with the shared rules the server also follows. */
const partList: MockResponder = (variables) => {
  const filter = { ...NO_PART_FILTERS, ...(variables.filter as Partial<PartFilters> | undefined) };
  const items = filterParts(PARTS, filter);
  return { data: { inventory: { total: PARTS.length }, parts: { total: items.length, items } } };
};

beforeAll(() => {
  // Mantine's autosizing Textarea listens for web fonts loading; jsdom has no document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
});

function renderParts(role: string, answers: Record<string, MockResponder> = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  const client = mockClient({
    Me: { data: { me: { id: 1, email: 'staff@example.com', fullName: 'Staff', role, isAdmin: true } } },
    AdminPartList: partList,
    ...answers,
  });
  renderWithProviders(
    <>
      <Notifications />
      <AuthProvider>
        <PartsAdminPage />
      </AuthProvider>
    </>,
    { route: '/admin/parts', client },
  );
  return client;
}

const rows = () => screen.getAllByRole('row').slice(1);
const mutationInput = (client: ReturnType<typeof mockClient>) => {
  const [request] = client.executeMutation.mock.calls.at(-1)!;
  return (request as unknown as { variables: { input: Record<string, unknown> } }).variables.input;
};

async function choose(label: string, option: string, container: HTMLElement = document.body) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// Typing goes key by key; a busy machine needs more than the default 5 s.
describe('/admin/parts', { timeout: 30_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  it('lists the inventory with the spec columns and badge colours', async () => {
    renderParts('editor');
    expect(await screen.findByRole('heading', { name: 'Parts Management' })).toBeInTheDocument();
    expect(screen.getByText('Current Inventory: 3 parts')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 parts')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Part',
      'Category',
      'Part Number',
      'Condition',
      'Price',
      'Availability',
      'Actions',
    ]);
    // Wide enough for every column; narrower screens scroll it sideways.
    const scroller = screen.getByRole('table').closest('.mantine-TableScrollContainer-scrollContainer');
    expect(scroller).toHaveClass('mantine-ScrollArea-root');
    expect(scroller).toHaveStyle({ '--table-min-width': 'calc(87.5rem * var(--mantine-scale))' }); // 1400px
    const turbo = rows()[0];
    expect(within(turbo).getByText('Turbocharger')).toBeInTheDocument();
    expect(turbo.querySelector('img')).toHaveAttribute('src', STORED.replace('.webp', '.thumb.webp'));
    expect(within(turbo).getByText('Reconditioned').closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-blue-8)',
    });
    expect(within(turbo).getByText('In Stock').closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-green-6)',
    });
    const caliper = rows()[1];
    expect(within(caliper).getByText('Used - Very Good').closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-indigo-8)',
    });
    expect(within(caliper).getByText('1 Week').closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-yellow-6)',
    });
    expect(within(rows()[2]).getByText('Used - Good').closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-gray-7)',
    });
  });

  it('is read-only for a viewer', async () => {
    renderParts('viewer');
    expect(await screen.findByText('Turbocharger')).toBeInTheDocument();
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Part' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Duplicate|Delete) / })).not.toBeInTheDocument();
  });

  it("filters by condition from the start, so 'Used - Good' leaves out 'Used - Very Good'", async () => {
    const client = renderParts('editor');
    await screen.findByText('Showing 3 of 3 parts');
    await choose('Condition', 'Used - Good');
    expect(await screen.findByText('Showing 1 of 3 parts')).toBeInTheDocument();
    expect(screen.getByText('Wiper Motor')).toBeInTheDocument();
    expect(screen.queryByText('Brake Caliper')).not.toBeInTheDocument();
    expect(client.executeQuery).toHaveBeenLastCalledWith(
      expect.objectContaining({ variables: expect.objectContaining({ filter: { condition: 'Used - Good' } }) }),
      expect.anything(),
    );

    await choose('Condition', 'Used - Very Good');
    expect(await screen.findByText('Brake Caliper')).toBeInTheDocument();
    expect(screen.queryByText('Wiper Motor')).not.toBeInTheDocument();
  });

  it('searches name, part number and compatibility in any case, and category exactly', async () => {
    renderParts('editor');
    await screen.findByText('Showing 3 of 3 parts');
    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'scania');
    expect(await screen.findByText('Showing 1 of 3 parts')).toBeInTheDocument();
    expect(screen.getByText('Turbocharger')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'bc-2');
    expect(await screen.findByText('Brake Caliper')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 3 parts')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await choose('Category', 'Electrical');
    expect(await screen.findByText('Wiper Motor')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 3 parts')).toBeInTheDocument();

    await userEvent.type(search, 'nothing like it');
    expect(await screen.findByText('No parts match your filters')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(await screen.findByText('Showing 3 of 3 parts')).toBeInTheDocument();
  });

  it('duplicates into the add form: new part number, marked name, not featured, no id', async () => {
    const client = renderParts('editor', {
      CreatePart: { data: { createPart: { ...PARTS[0], id: 9 } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Turbocharger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Part' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Turbocharger (Copy)');
    expect((within(dialog).getByRole('textbox', { name: /^Part Number/ }) as HTMLInputElement).value).toMatch(
      /^TB-100-COPY-\d+$/,
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /^Coverage/ })).toHaveValue('6 months');
    expect(within(dialog).getAllByTestId('image-tile')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Part' }));
    expect(await screen.findByText('Part created successfully')).toBeInTheDocument();
    const [request] = client.executeMutation.mock.calls.at(-1)!;
    expect((request as unknown as { variables: Record<string, unknown> }).variables).not.toHaveProperty('id');
    expect(mutationInput(client)).toMatchObject({
      name: 'Turbocharger (Copy)',
      partNumber: expect.stringMatching(/^TB-100-COPY-\d+$/),
      featured: false,
      warranty: '6 months',
      images: [STORED],
    });
  });

  it("shows the shared rules' messages and sends nothing while the form is incomplete", async () => {
    const client = renderParts('editor');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Part' });
    // Passing an empty field says nothing yet (nor moves the form under the pointer).
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await userEvent.tab();
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Part' }));
    for (const message of [
      'Name is required',
      'Part number is required',
      'Category is required',
      'Condition is required',
      'Price is required',
      'Availability is required',
      'Coverage is required',
      'Compatibility is required',
      'Description is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Part Number/ }), 'BAD#1');
    expect(
      await within(dialog).findByText(
        'Part number may only contain letters, digits, spaces, dots, dashes, slashes and underscores',
      ),
    ).toBeInTheDocument();
    expect(client.executeMutation).not.toHaveBeenCalled();
  });

  it("keeps the form filled and shows the server's reason when saving fails", async () => {
    const client = renderParts('editor', {
      UpdatePart: {
        errors: [{ message: 'A part with part number "BC-200" already exists', code: 'CONFLICT' }],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Turbocharger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Part' });
    const partNumber = within(dialog).getByRole('textbox', { name: /^Part Number/ });
    await userEvent.clear(partNumber);
    await userEvent.type(partNumber, 'BC-200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Part' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A part with part number "BC-200" already exists');
    expect(client.executeMutation).toHaveBeenCalledTimes(1);
    expect(mutationInput(client)).toMatchObject({ partNumber: 'BC-200', name: 'Turbocharger' });
    expect(screen.getByRole('dialog', { name: 'Edit Part' })).toBeInTheDocument();
    expect(partNumber).toHaveValue('BC-200');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Turbocharger');
  });

  it("says 'Failed to save part' when the server gives no reason", async () => {
    renderParts('editor', { UpdatePart: { errors: [{ message: '' }] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Wiper Motor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Part' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Part' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save part');
  });

  it('sends one request however often Save is pressed', async () => {
    // The create stays unanswered, as on a slow connection.
    const client = renderParts('editor', { CreatePart: () => undefined });
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Wiper Motor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Part' });
    const save = within(dialog).getByRole('button', { name: 'Add Part' });
    await userEvent.click(save);
    await userEvent.click(save);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '{Enter}');
    await waitFor(() => expect(client.executeMutation).toHaveBeenCalledTimes(1));
    expect(save).toBeDisabled();
  });

  it('asks before closing a form with unsaved changes', async () => {
    renderParts('editor');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Brake Caliper' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Part' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '0');
    await userEvent.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Part' });
    expect(within(dialog).getByRole('textbox', { name: /^Price/ })).toHaveValue('£1000');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Part' })).not.toBeInTheDocument());

    // An untouched form closes at once.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Brake Caliper' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Part' });
    expect(within(dialog).getByRole('textbox', { name: /^Price/ })).toHaveValue('£100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Part' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('asks before deleting, and says so when the delete fails', async () => {
    const client = renderParts('editor', { DeletePart: { errors: [{ message: '' }] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Wiper Motor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Part' });
    expect(within(dialog).getByText('Are you sure you want to delete this part?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete part', { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    expect(client.executeMutation).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { id: 3 } }),
      expect.objectContaining({ additionalTypenames: ['Part'] }),
    );
  });

  it("shows 'Failed to load parts data' in a red toast when the list cannot load", async () => {
    renderParts('editor', { AdminPartList: { errors: [{ message: 'Database unavailable' }] } });
    expect(
      await screen.findByText('Failed to load parts data', { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
