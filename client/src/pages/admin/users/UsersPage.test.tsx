import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../app/auth/AuthContext';
import { AUTH_TOKEN_KEY } from '../../../app/auth/tokenStorage';
import type { UserRowFragment } from '../../../gql/graphql';
import { mockClient, renderWithProviders, type MockAnswer } from '../../../test/render';
import { NOT_ADMIN_MESSAGE, UsersPage } from './UsersPage';

const me = (role: string) => ({
  data: { me: { id: 1, email: 'boss@example.com', fullName: 'Boss Person', role, isAdmin: role !== 'customer' } },
});

const boss: UserRowFragment = {
  id: 1,
  email: 'boss@example.com',
  fullName: 'Boss Person',
  role: 'admin',
  isActive: true,
  createdAt: '2026-03-03T10:00:00.000Z',
  lastLogin: '2026-11-20T09:30:00.000Z',
};
const jane: UserRowFragment = {
  id: 2,
  email: 'jane@example.com',
  fullName: 'Jane Smith',
  role: 'editor',
  isActive: false,
  createdAt: '2026-05-14T10:00:00.000Z',
  lastLogin: null,
};
const list = (items: UserRowFragment[], total = items.length): MockAnswer => ({ data: { users: { total, items } } });
const created = (emailSent: boolean): MockAnswer => ({
  data: { createUser: { emailSent, user: { ...jane, id: 3, email: 'new@example.com', fullName: null } } },
});

function renderUsers(answers: Record<string, MockAnswer>, role = 'admin') {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  const client = mockClient({ Me: me(role), ...answers });
  renderWithProviders(
    <>
      <Notifications />
      <AuthProvider>
        <UsersPage />
      </AuthProvider>
    </>,
    { route: '/users', client },
  );
  return client;
}

function mutationCalls(client: ReturnType<typeof mockClient>, name: string) {
  return client.executeMutation.mock.calls
    .map(([request]) => request as unknown as { query: { definitions: { name?: { value: string } }[] }; variables: unknown })
    .filter((request) => request.query.definitions.some((d) => d.name?.value === name))
    .map((request) => request.variables);
}

async function openAddUser(button = 'Add User') {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: 'Add New User' });
}

// Typing goes key by key; a busy machine needs more than the default 5 s.
describe('/users', { timeout: 20_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  it('lists the team with roles, status and dates, and no Delete for yourself', async () => {
    renderUsers({ UserList: list([boss, jane]) });
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Members (2)' })).toBeInTheDocument();

    const janeRow = screen.getByRole('listitem', { name: 'Jane Smith' });
    expect(within(janeRow).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(janeRow).getByText('Editor')).toBeInTheDocument();
    expect(within(janeRow).getByText('Inactive')).toBeInTheDocument();
    expect(janeRow).toHaveTextContent('Created 14 May 2026 · Last login Never');
    expect(within(janeRow).getByRole('button', { name: 'Edit Jane Smith' })).toBeInTheDocument();
    expect(within(janeRow).getByRole('button', { name: 'Delete Jane Smith' })).toBeInTheDocument();

    const bossRow = screen.getByRole('listitem', { name: 'Boss Person' });
    expect(within(bossRow).getByText('Administrator')).toBeInTheDocument();
    expect(within(bossRow).getByText('Active')).toBeInTheDocument();
    expect(bossRow).toHaveTextContent('Created 3 March 2026 · Last login 20 November 2026');
    expect(within(bossRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows an unknown role as Viewer and counts every match, with pages past 50', async () => {
    renderUsers({ UserList: list([{ ...jane, role: 'superuser' }], 120) });
    expect(await screen.findByRole('heading', { name: 'Team Members (120)' })).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Jane Smith' })).getByText('Viewer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const client = renderUsers({ UserList: list([boss, jane]) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search users' }), 'jane');
    await waitFor(() =>
      expect(client.executeQuery).toHaveBeenCalledWith(
        expect.objectContaining({ variables: expect.objectContaining({ search: 'jane', skip: 0, limit: 50 }) }),
        expect.anything(),
      ),
    );
  });

  it('shows the empty state, whose button opens Add New User', async () => {
    renderUsers({ UserList: list([]) });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Members (0)' })).toBeInTheDocument();
    const dialog = await openAddUser('Add First User');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('adds a user without a password: a temporary one is mailed', async () => {
    const client = renderUsers({ UserList: list([boss]), CreateUser: created(true) });
    const dialog = await openAddUser();
    expect(within(dialog).getByText(/a temporary password will be generated and emailed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('Viewer');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully. Welcome email sent.')).toBeInTheDocument();
    expect(mutationCalls(client, 'CreateUser')).toEqual([
      { input: { email: 'new@example.com', fullName: null, role: 'viewer', password: null } },
    ]);
  });

  it('adds a user with a password: the details are shared by hand', async () => {
    const client = renderUsers({ UserList: list([boss]), CreateUser: created(false) });
    const dialog = await openAddUser();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Full Name' }), 'New Person');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'a-good-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully. Please share login details manually.')).toBeInTheDocument();
    expect(mutationCalls(client, 'CreateUser')).toEqual([
      { input: { email: 'new@example.com', fullName: 'New Person', role: 'viewer', password: 'a-good-password' } },
    ]);
  });

  it("shows the server's reason when adding fails", async () => {
    renderUsers({
      UserList: list([boss]),
      CreateUser: { errors: [{ message: 'Email already registered', code: 'CONFLICT' }] },
    });
    const dialog = await openAddUser();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'boss@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New User' })).toBeInTheDocument();
  });

  it('does not send an invalid email or a short password', async () => {
    const client = renderUsers({ UserList: list([boss]), CreateUser: created(false) });
    const dialog = await openAddUser();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(mutationCalls(client, 'CreateUser')).toEqual([]);
  });

  it('asks before deleting, by name, then deletes', async () => {
    const client = renderUsers({ UserList: list([boss, jane]), DeleteUser: { data: { deleteUser: true } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jane Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(within(dialog).getByText('Are you sure you want to delete Jane Smith?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(mutationCalls(client, 'DeleteUser')).toEqual([{ id: 2 }]);
  });

  it("tells why a delete was refused", async () => {
    renderUsers({
      UserList: list([boss, jane]),
      DeleteUser: { errors: [{ message: 'The last active administrator cannot be deleted', code: 'CONFLICT' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jane Smith' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The last active administrator cannot be deleted')).toBeInTheDocument();
  });

  it('edits only what changed', async () => {
    const client = renderUsers({ UserList: list([boss, jane]), UpdateUser: { data: { updateUser: { ...jane, isActive: true } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jane Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveValue('Jane Smith');
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Active/ }));
    await userEvent.type(within(dialog).getByLabelText(/^New Password/), 'another-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(mutationCalls(client, 'UpdateUser')).toEqual([{ id: 2, input: { isActive: true, password: 'another-password' } }]);
  });

  it("won't let you change your own role or switch yourself off", async () => {
    renderUsers({ UserList: list([boss, jane]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Boss Person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: /^Active/ })).toBeDisabled();
  });

  it('says so when the list cannot load', async () => {
    renderUsers({ UserList: { errors: [{ message: 'The database is unavailable', code: 'SERVICE_UNAVAILABLE' }] } });
    expect(await screen.findByText('Failed to load users', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
  });

  it("refuses staff who aren't administrators with a clear message", async () => {
    const client = renderUsers({ UserList: list([boss]) }, 'editor');
    expect(await screen.findByText(NOT_ADMIN_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/Team Members/)).not.toBeInTheDocument();
    expect(client.executeQuery).not.toHaveBeenCalledWith(
      expect.objectContaining({ variables: expect.objectContaining({ limit: 50 }) }),
      expect.anything(),
    );
  });
});

describe('Change Password', { timeout: 20_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  async function fill(current: string, next: string, confirm: string) {
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.type(within(dialog).getByLabelText(/^Current Password/), current);
    await userEvent.type(within(dialog).getByLabelText(/^New Password/), next);
    await userEvent.type(within(dialog).getByLabelText(/^Confirm New Password/), confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  }

  it("says the new passwords don't match without asking the server", async () => {
    const client = renderUsers({ UserList: list([boss]), ChangePassword: { data: { changePassword: true } } });
    await fill('old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText("New passwords don't match")).toBeInTheDocument();
    expect(mutationCalls(client, 'ChangePassword')).toEqual([]);
  });

  it('changes the password', async () => {
    const client = renderUsers({ UserList: list([boss]), ChangePassword: { data: { changePassword: true } } });
    await fill('old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(mutationCalls(client, 'ChangePassword')).toEqual([
      { currentPassword: 'old-password', newPassword: 'new-password-1' },
    ]);
  });

  it('says when the current password is wrong', async () => {
    renderUsers({
      UserList: list([boss]),
      ChangePassword: { errors: [{ message: 'Current password is incorrect', code: 'BAD_REQUEST' }] },
    });
    await fill('wrong-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Current password is incorrect', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
  });

  it('is offered to staff who cannot manage users', async () => {
    renderUsers({}, 'viewer');
    await fill('old-password', 'x', 'y');
    expect(await screen.findByText('New password must be at least 8 characters')).toBeInTheDocument();
  });
});
