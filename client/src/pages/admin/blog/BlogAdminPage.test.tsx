import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../app/auth/AuthContext';
import { AUTH_TOKEN_KEY } from '../../../app/auth/tokenStorage';
import { SITE_DEFAULTS } from '../../../app/siteDefaults';
import { mockClient, renderWithProviders, type MockResponder } from '../../../test/render';
import { BlogAdminPage } from './BlogAdminPage';

const published = {
  id: 3,
  title: 'Choosing a used tipper',
  content: '<p>What to <strong>check</strong> before you buy.</p>',
  excerpt: 'What to check before you buy.',
  featuredImage: 'https://example.com/tipper.jpg',
  tags: ['Buying guide', 'Tippers'],
  published: true,
  author: 'Sam Sales',
  views: 1234,
  createdAt: '2026-03-14T10:00:00.000Z',
};

const draft = {
  id: 4,
  title: 'Winter checks',
  content: '<p>Antifreeze and tyres.</p>',
  excerpt: 'Antifreeze and tyres.',
  featuredImage: null,
  tags: [],
  published: false,
  author: 'Leicester Commercial Trucks',
  views: 0,
  createdAt: '2026-03-15T10:00:00.000Z',
};

const COMPANY = SITE_DEFAULTS.contact.company_name;

beforeAll(() => {
  // The rich-text editor (ProseMirror) measures the selection to scroll it into view; jsdom lays out nothing.
  const noRect = () => new DOMRect(0, 0, 0, 0);
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= noRect;
  Range.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
});

function renderBlogAdmin(role: string, answers: Record<string, MockResponder> = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  const client = mockClient({
    Me: { data: { me: { id: 1, email: 'staff@example.com', fullName: 'Staff', role, isAdmin: true } } },
    BlogAdminPosts: { data: { blogPosts: { total: 2, items: [draft, published] } } },
    ...answers,
  });
  renderWithProviders(
    <>
      <Notifications />
      <AuthProvider>
        <BlogAdminPage />
      </AuthProvider>
    </>,
    { route: '/blog-admin', client },
  );
  return client;
}

/** The mutations the page sent, by operation name, with their variables. */
function sent(client: ReturnType<typeof mockClient>, name: string) {
  return client.executeMutation.mock.calls
    .map(([request]) => request as unknown as { query: { definitions: { name?: { value: string } }[] }; variables: Record<string, unknown> })
    .filter((request) => request.query.definitions.some((definition) => definition.name?.value === name))
    .map((request) => request.variables);
}

const contentBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Content' });

async function openNewPost() {
  await userEvent.click(await screen.findByRole('button', { name: 'New Post' }));
  return screen.findByRole('dialog', { name: 'Create New Post' });
}

describe('/blog-admin', () => {
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  it('lists drafts and published posts read-only for a viewer', async () => {
    const client = renderBlogAdmin('viewer');
    expect(await screen.findByRole('heading', { name: 'Blog Posts (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Blog Administration' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Post', 'Author', 'Status', 'Views', 'Date']);
    const tipper = screen.getByRole('row', { name: /Choosing a used tipper/ });
    expect(within(tipper).getByText('Published')).toBeInTheDocument();
    expect(within(tipper).getByText('Buying guide')).toBeInTheDocument();
    expect(within(tipper).getByText('Sam Sales')).toBeInTheDocument();
    expect(within(tipper).getByText('1,234')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Winter checks/ })).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    // The admin list asks for drafts too, 50 at a time.
    const [request] = client.executeQuery.mock.calls.find(([r]) => (r as { variables: object }).variables && 'limit' in (r as { variables: object }).variables)!;
    expect((request as unknown as { variables: unknown }).variables).toEqual({ skip: 0, limit: 50 });
  });

  it("says 'Failed to load blog posts' and offers to try again", async () => {
    renderBlogAdmin('editor', { BlogAdminPosts: { errors: [{ message: '' }] } });
    expect(await screen.findByText('Failed to load blog posts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('opens an empty, published form by the company for a new post and requires title and content', async () => {
    const client = renderBlogAdmin('editor');
    const dialog = await openNewPost();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /^Author/ })).toHaveValue(COMPANY);
    expect(within(dialog).getByRole('switch', { name: /^Published/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();
    expect(sent(client, 'BlogAdminCreatePost')).toHaveLength(0);
  });

  it('refuses a featured image that is not a web address', async () => {
    renderBlogAdmin('editor');
    const dialog = await openNewPost();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Use URL' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Featured Image URL' }), 'not a url');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await within(dialog).findByText(/^Featured image must be a web address/)).toBeInTheDocument();
  });

  it('creates a post from the rich text, with tags split, trimmed and empties removed', async () => {
    const client = renderBlogAdmin('editor', {
      BlogAdminCreatePost: { data: { createBlogPost: { ...published, id: 9, title: 'Spring open day' } } },
    });
    const dialog = await openNewPost();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Spring open day');
    await userEvent.click(contentBox(dialog));
    await userEvent.keyboard('Come and see the stock.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Tags/ }), ' Events , ,Open day,  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post created successfully')).toBeInTheDocument();
    const [variables] = sent(client, 'BlogAdminCreatePost');
    expect(variables).toEqual({
      input: {
        title: 'Spring open day',
        content: '<p>Come and see the stock.</p>',
        excerpt: null,
        featuredImage: null,
        tags: ['Events', 'Open day'],
        published: true,
        author: COMPANY,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Post' })).not.toBeInTheDocument());
  });

  it('edits a post in place, unpublishing it as a draft', async () => {
    const client = renderBlogAdmin('manager', {
      BlogAdminUpdatePost: { data: { updateBlogPost: { ...published, published: false } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Choosing a used tipper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Choosing a used tipper');
    expect(within(dialog).getByRole('textbox', { name: /^Tags/ })).toHaveValue('Buying guide, Tippers');
    expect(within(contentBox(dialog)).getByText('check').tagName).toBe('STRONG');
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Published/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('Post updated successfully')).toBeInTheDocument();
    const [variables] = sent(client, 'BlogAdminUpdatePost');
    expect(variables).toMatchObject({
      id: 3,
      input: { title: 'Choosing a used tipper', published: false, tags: ['Buying guide', 'Tippers'], author: 'Sam Sales' },
    });
    expect((variables as { input: { content: string } }).input.content).toContain('<strong>check</strong>');
  });

  it("keeps the form filled and shows the server's reason when saving fails", async () => {
    renderBlogAdmin('editor', {
      BlogAdminUpdatePost: { errors: [{ message: 'Blog post not found', code: 'NOT_FOUND' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Choosing a used tipper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Choosing a used tipper, revised');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Post' }));
    expect(
      await screen.findByText('Blog post not found', { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Blog post not found');
    expect(screen.getByRole('dialog', { name: 'Edit Post' })).toBeInTheDocument();
    expect(title).toHaveValue('Choosing a used tipper, revised');
  });

  it("falls back to 'Failed to save post' when the server gives no reason", async () => {
    renderBlogAdmin('editor', { BlogAdminUpdatePost: { errors: [{ message: '' }] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Winter checks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Post' }));
    expect(
      await screen.findByText('Failed to save post', { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Post' })).toBeInTheDocument();
  });

  it('sends one create however often Create Post is pressed while saving', async () => {
    // No answer: the save stays under way.
    const client = renderBlogAdmin('editor', { BlogAdminCreatePost: () => undefined });
    const dialog = await openNewPost();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Once only');
    await userEvent.click(contentBox(dialog));
    await userEvent.keyboard('Body');
    const create = within(dialog).getByRole('button', { name: 'Create Post' });
    await userEvent.click(create);
    await waitFor(() => expect(create).toBeDisabled());
    await userEvent.click(create);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), '{Enter}');
    expect(sent(client, 'BlogAdminCreatePost')).toHaveLength(1);
  });

  it('asks before closing a form with unsaved changes, and starts afresh next time', async () => {
    renderBlogAdmin('editor');
    let dialog = await openNewPost();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Half written');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    let ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Half written');

    // Escape asks too, and the question stays up (it does not take the same key press as its answer).
    await userEvent.keyboard('{Escape}');
    ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Post' })).not.toBeInTheDocument());

    dialog = await openNewPost();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('');
  });

  it('closes an untouched form without asking', async () => {
    renderBlogAdmin('editor');
    const dialog = await openNewPost();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Post' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('asks before deleting a post', async () => {
    const client = renderBlogAdmin('editor', { BlogAdminDeletePost: { data: { deleteBlogPost: true } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Winter checks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Post' });
    expect(within(dialog).getByText('Are you sure you want to delete this blog post?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    expect(sent(client, 'BlogAdminDeletePost')).toEqual([{ id: 4 }]);
    expect(client.executeMutation).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ additionalTypenames: ['BlogPost'] }),
    );
  });

  it("says 'Failed to delete post' when deleting fails", async () => {
    renderBlogAdmin('editor', { BlogAdminDeletePost: { errors: [{ message: '' }] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Winter checks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
  });
});
