import { expect, signIn, test, type APIRequestContext, type Page } from './app';
import { adminToken, createUser, siteContact, totalOf, uniqueEmail } from './api';
import { ADMIN } from './fixtures.mjs';

/** The public blog, once its list has loaded (the sidebar shows the count of all published posts). */
async function openPublicBlog(page: Page, request: APIRequestContext) {
  const published = await totalOf(request, '/api/blog?published_only=true&limit=1');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'News & Updates' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: `All Posts (${published})` }),
  ).toBeVisible();
  await expect(page.getByText('Loading blog posts...')).toHaveCount(0);
}

async function openBlogAdmin(page: Page) {
  await page.goto('/blog-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Administration' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Blog Posts \(\d+\)$/ })).toBeVisible();
}

/** Removes posts of this run that a failed test left behind (GET with drafts, then DELETE). */
async function deletePostsTitled(request: APIRequestContext, title: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const res = await request.get('/api/blog?published_only=false&limit=100', { headers });
  if (!res.ok()) throw new Error(`list blog posts failed: ${res.status()}`);
  for (const post of (await res.json()) as { id: number; title: string }[]) {
    if (post.title === title) await request.delete(`/api/blog/${post.id}`, { headers });
  }
}

// Signing in hashes a password on purpose slowly; the round trip visits four pages.
test.describe.configure({ timeout: 90_000 });

const title = `Workshop open day ${Date.now().toString(36)}`;

test.afterAll(async ({ request }) => {
  await deletePostsTitled(request, title);
});

test('staff write a draft in the rich-text editor, publish it, and delete it', async ({ page, request }) => {
  const { company_name: company } = await siteContact(request);
  await signIn(page, ADMIN.email, ADMIN.password);
  await openBlogAdmin(page);

  // Create as a draft, with bold text typed in the editor.
  await page.getByRole('button', { name: 'New Post' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create New Post' });
  await expect(dialog.getByRole('textbox', { name: 'Author' })).toHaveValue(company);
  await expect(dialog.getByRole('switch', { name: 'Published' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Come to the workshop for ');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('free brake checks');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' all day.');
  await expect(content.locator('strong')).toHaveText('free brake checks');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill(' Events, , Workshop ,');
  await dialog.getByRole('switch', { name: 'Published' }).uncheck();
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Post created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  let row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByText(company)).toBeVisible();
  await expect(row.getByText('Events', { exact: true })).toBeVisible();
  await expect(row.getByText('Workshop', { exact: true })).toBeVisible();
  const href = await row.getByRole('link', { name: title }).getAttribute('href');
  const id = Number(href?.match(/^\/blog\/(\d+)$/)?.[1]);
  expect(id).toBeGreaterThan(0);

  // A draft is not on the public blog, and visitors cannot open it.
  await openPublicBlog(page, request);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await request.get(`/api/blog/${id}`)).status()).toBe(404);

  // Publish it through Edit.
  await openBlogAdmin(page);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveValue('Events, Workshop');
  await expect(dialog.getByRole('textbox', { name: 'Content' }).locator('strong')).toHaveText('free brake checks');
  await dialog.getByRole('switch', { name: 'Published' }).check();
  await dialog.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Post updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  // Now on the public blog, with its excerpt made from the content, and its page shows the bold text.
  await openPublicBlog(page, request);
  const link = page.getByRole('link', { name: title, exact: true });
  await expect(link).toBeVisible();
  await expect(page.getByText('Come to the workshop for free brake checks all day.')).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`/blog/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'free brake checks' })).toBeVisible();
  expect((await request.get(`/api/blog/${id}`)).status()).toBe(200);

  // Delete, after confirming.
  await openBlogAdmin(page);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Post' });
  await expect(confirm.getByText('Are you sure you want to delete this blog post?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  expect((await request.get(`/api/blog/${id}`)).status()).toBe(404);
});

test('closing a form with unsaved changes asks first; a refused save keeps what was typed', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await openBlogAdmin(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Post' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);

  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

  // Content is required; nothing is sent and the title stays.
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog.getByText('Content is required')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

  // A save the server refuses: its reason shows in the form, and what was typed stays.
  await dialog.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('x');
  await page.route('**/graphql*', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'BlogAdminCreatePost') return route.fallback();
    await route.fulfill({
      json: { data: null, errors: [{ message: 'Something went wrong on our side', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    });
  });
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Something went wrong on our side');
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveText('x');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'New Post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Post' }).getByRole('textbox', { name: 'Title' })).toHaveValue('');
});

test('a viewer reads the posts, drafts included, but cannot change them', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const viewer = { email: uniqueEmail('blog-viewer'), password: 'viewer-password-1' };
  await createUser(request, await adminToken(request), { ...viewer, role: 'viewer', full_name: 'Blog Viewer' });
  const res = await request.post('/api/blog', {
    headers,
    data: { title, content: '<p>Not ready yet.</p>', tags: ['Drafts'], published: false },
  });
  expect(res.status()).toBe(201);
  const draft = (await res.json()) as { id: number };
  try {
    await signIn(page, viewer.email, viewer.password);
    await openBlogAdmin(page);
    await expect(page.getByText('Read-only')).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Post', 'Author', 'Status', 'Views', 'Date']);
    await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Post' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  } finally {
    await request.delete(`/api/blog/${draft.id}`, { headers });
  }
});
