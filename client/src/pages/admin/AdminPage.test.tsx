import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../app/auth/AuthContext';
import { AUTH_TOKEN_KEY } from '../../app/auth/tokenStorage';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { AdminPage } from './AdminPage';

const truck = {
  id: 7,
  title: '2019 Scania R 500',
  make: 'Scania',
  model: 'R 500',
  bodytype: 'Tractor Unit',
  uniquestockid: 'SC-500',
  description: 'Ready for work.',
  cabtype: 'Sleeper Cab',
  axle: '6x2',
  price: 18750,
  year: 2019,
  power: '500 hp',
  weight: 19.5,
  mileage: 151237,
  emissions: 'Euro-6',
  images: [],
  videos: [],
  featured: false,
  availableForHire: false,
  hireStatus: 'available',
  hireDailyRate: null,
  hireWeeklyRate: null,
  hireMonthlyRate: null,
};

beforeAll(() => {
  // Mantine's autosizing Textarea listens for web fonts loading; jsdom has no document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
});

function renderAdmin(role: string, answers: Record<string, MockAnswer> = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  const client = mockClient({
    Me: { data: { me: { id: 1, email: 'staff@example.com', fullName: 'Staff', role, isAdmin: true } } },
    AdminTruckList: { data: { trucks: { total: 1, items: [truck] } } },
    ...answers,
  });
  renderWithProviders(
    <>
      <Notifications />
      <AuthProvider>
        <AdminPage />
      </AuthProvider>
    </>,
    { route: '/admin', client },
  );
  return client;
}

// Typing goes key by key; a busy machine needs more than the default 5 s.
describe('/admin by role', { timeout: 20_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  it('is read-only for a viewer', async () => {
    renderAdmin('viewer');
    expect(await screen.findByText('Current Inventory (1 trucks)')).toBeInTheDocument();
    expect(screen.getByText('2019 Scania R 500')).toBeInTheDocument();
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Truck' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Duplicate|Delete) / })).not.toBeInTheDocument();
    // Everyone may still change their own password.
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
  });

  for (const role of ['editor', 'manager', 'admin']) {
    it(`offers add, edit, duplicate and delete to a ${role}`, async () => {
      renderAdmin(role);
      expect(await screen.findByRole('button', { name: 'Add New Truck' })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
      for (const action of ['Edit', 'Duplicate', 'Delete']) {
        expect(screen.getByRole('button', { name: `${action} 2019 Scania R 500` })).toBeInTheDocument();
      }
      expect(screen.queryByText('Read-only')).not.toBeInTheDocument();
    });
  }

  it('asks before deleting a truck', async () => {
    const client = renderAdmin('editor', { DeleteTruck: { data: { deleteTruck: true } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 2019 Scania R 500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Truck' });
    expect(within(dialog).getByText('Are you sure you want to delete this truck?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Truck deleted successfully')).toBeInTheDocument();
    expect(client.executeMutation).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { id: 7 } }),
      expect.objectContaining({ additionalTypenames: ['Truck'] }),
    );
  });

  it('duplicates into the add form with a new stock ID and a marked title', async () => {
    const client = renderAdmin('editor', { CreateTruck: { data: { createTruck: { ...truck, id: 8 } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate 2019 Scania R 500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Truck' });
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('2019 Scania R 500 (Copy)');
    expect((within(dialog).getByRole('textbox', { name: /^Unique Stock ID/ }) as HTMLInputElement).value).toMatch(
      /^SC-500-COPY-\d+$/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Truck' }));
    expect(await screen.findByText('Truck created successfully')).toBeInTheDocument();
    const [request] = client.executeMutation.mock.calls.at(-1)!;
    expect((request as unknown as { variables: { input: Record<string, unknown> } }).variables.input).toMatchObject({
      title: '2019 Scania R 500 (Copy)',
      price: 18750,
      weight: 19.5,
      cabtype: 'Sleeper Cab',
      availableForHire: false,
      images: [],
    });
  });

  it("shows the server's reason when saving fails", async () => {
    renderAdmin('editor', {
      UpdateTruck: { errors: [{ message: 'A truck with stock ID "SC-500" already exists', code: 'CONFLICT' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 2019 Scania R 500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Truck' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(
      await screen.findByText('A truck with stock ID "SC-500" already exists', { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
  });
});
