import { expect, signIn, test, type Page } from './app';
import { adminToken, createUser, deleteUser, uniqueEmail } from './api';
import { ADMIN } from './fixtures.mjs';

const MANUAL = 'User created successfully. Please share login details manually.';

async function openUsers(page: Page) {
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Team Members \(\d+\)$/ })).toBeVisible();
}

// Each test signs in once or twice, and every password is hashed on purpose slowly.
test.describe.configure({ timeout: 60_000 });

const viewer = { email: uniqueEmail('viewer'), password: 'viewer-password-1' };

test.beforeAll(async ({ request }) => {
  await createUser(request, await adminToken(request), { ...viewer, role: 'viewer', full_name: 'Vera Viewer' });
});

test('an administrator adds team members, sets a password with Edit, and the new member signs in with it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const withPassword = { email: uniqueEmail('pat'), name: 'Pat Password', password: 'pat-password-1' };
  const withoutPassword = { email: uniqueEmail('nora'), name: 'Nora Nopassword' };
  const newPassword = 'nora-new-password-1';

  await signIn(page, ADMIN.email, ADMIN.password);
  await openUsers(page);

  // With a password, and a role other than the default.
  await page.getByRole('button', { name: 'Add User' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Email').fill(withPassword.email);
  await dialog.getByLabel('Full Name').fill(withPassword.name);
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Viewer');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: /^Editor/ }).click();
  await dialog.getByLabel('Password').fill(withPassword.password);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText(MANUAL)).toBeVisible();
  await expect(dialog).toBeHidden();
  const patRow = page.getByRole('listitem', { name: withPassword.name });
  await expect(patRow).toBeVisible();
  await expect(patRow.getByText(withPassword.email)).toBeVisible();
  await expect(patRow.getByText('Editor', { exact: true })).toBeVisible();
  await expect(patRow.getByText('Active', { exact: true })).toBeVisible();
  await expect(patRow.getByText(/Last login Never/)).toBeVisible();

  // Without a password: the server makes one and mails it; the e2e server has no mail server,
  // so the mail goes to the outbox and the administrator is told to share the details by hand.
  await page.getByRole('button', { name: 'Add User' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New User' });
  await expect(dialog.getByText(/a temporary password will be generated and emailed/)).toBeVisible();
  await dialog.getByLabel('Email').fill(withoutPassword.email);
  await dialog.getByLabel('Full Name').fill(withoutPassword.name);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  // Up to three toasts show at once, so the first one's copy may still be there.
  await expect(page.getByText(MANUAL).last()).toBeVisible();
  const noraRow = page.getByRole('listitem', { name: withoutPassword.name });
  await expect(noraRow.getByText('Viewer', { exact: true })).toBeVisible();

  // Server-side search finds her.
  await page.getByRole('textbox', { name: 'Search users' }).fill(withoutPassword.email);
  await expect(page.getByRole('heading', { name: 'Team Members (1)' })).toBeVisible();

  // The administrator sets her password, to share by hand.
  await noraRow.getByRole('button', { name: `Edit ${withoutPassword.name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Full Name')).toHaveValue(withoutPassword.name);
  await dialog.getByLabel('New Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // She signs in with it and finds the back office read-only, as a viewer.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, withoutPassword.email, newPassword);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(/Current Inventory \(\d+ trucks\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Truck' })).toHaveCount(0);
});

test('an administrator deletes a member after confirming, and cannot delete themselves', async ({ page, request }) => {
  const doomed = { email: uniqueEmail('dora'), full_name: 'Dora Deleted', password: 'dora-password-1' };
  await createUser(request, await adminToken(request), { ...doomed, role: 'viewer' });

  await signIn(page, ADMIN.email, ADMIN.password);
  await openUsers(page);
  await page.getByRole('textbox', { name: 'Search users' }).fill(doomed.email);
  await expect(page.getByRole('heading', { name: 'Team Members (1)' })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${doomed.full_name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete User' });
  await expect(dialog.getByText(`Are you sure you want to delete ${doomed.full_name}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('listitem', { name: doomed.full_name })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${doomed.full_name}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team Members (0)' })).toBeVisible();

  // The signed-in administrator's own row has Edit but no Delete.
  await page.getByRole('textbox', { name: 'Search users' }).fill(ADMIN.email);
  const own = page.getByRole('listitem').filter({ hasText: ADMIN.email });
  await expect(own.getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

test('a viewer reads the back office but cannot change stock or manage users', async ({ page }) => {
  await signIn(page, viewer.email, viewer.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText(/Current Inventory \(\d+ trucks\)/)).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Truck' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Duplicate|Delete) / })).toHaveCount(0);

  await page.goto('/users');
  await expect(page.getByText('You need the administrator role to manage users.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Team Members/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
});

test('a member changes their own password with the current one', async ({ page, request }) => {
  const member = { email: uniqueEmail('carl'), full_name: 'Carl Changer', password: 'carl-password-1' };
  await createUser(request, await adminToken(request), { ...member, role: 'editor' });
  await signIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByLabel(/^New Password/).fill('carl-password-2');
  await dialog.getByLabel('Confirm New Password').fill('carl-password-3');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText("New passwords don't match")).toBeVisible();

  await dialog.getByLabel('Confirm New Password').fill('carl-password-2');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

  await dialog.getByLabel('Current Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();

  const res = await request.post('/api/auth/login', { data: { email: member.email, password: 'carl-password-2' } });
  expect(res.ok()).toBe(true);
});

test('a session the server stops accepting sends the person to sign in again', async ({ page, request }) => {
  const member = { email: uniqueEmail('sam'), full_name: 'Sam Session', password: 'sam-password-1' };
  const token = await adminToken(request);
  const { id } = await createUser(request, token, { ...member, role: 'viewer' });
  await signIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  // The account goes while they are signed in; their next request is refused.
  await deleteUser(request, token, id);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill(member.password);
  await dialog.getByLabel(/^New Password/).fill('sam-password-2');
  await dialog.getByLabel('Confirm New Password').fill('sam-password-2');
  await dialog.getByRole('button', { name: 'Change Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
