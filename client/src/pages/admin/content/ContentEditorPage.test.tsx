import { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperationAST } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../app/auth/AuthContext';
import { AUTH_TOKEN_KEY } from '../../../app/auth/tokenStorage';
import { SITE_DEFAULTS } from '../../../app/siteDefaults';
import { mockClient, renderWithProviders, type MockResponder } from '../../../test/render';
import { ContentEditorPage } from './ContentEditorPage';

const SAVED = 'Content saved successfully! Changes are now live on your website.';

/** What the server sends: every section with its defaults filled in (no background image). */
function sections(hero: Record<string, unknown> = {}) {
  return Object.entries({ ...SITE_DEFAULTS, hero: { ...SITE_DEFAULTS.hero, backgroundImage: '', ...hero } }).map(
    ([section, content]) => ({ section, content }),
  );
}

/** Answers a save with the section as sent, the way the server reads it back. */
const echo: MockResponder = (variables) => ({
  data: { updateSiteSection: { section: variables.section, content: variables.content } },
});

function renderEditor({
  role = 'editor',
  save = echo,
  load = { data: { siteContent: sections() } },
}: { role?: string; save?: MockResponder; load?: MockResponder } = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  const client = mockClient({
    Me: { data: { me: { id: 1, email: 'staff@example.com', fullName: 'Staff', role, isAdmin: true } } },
    ContentEditorSections: load,
    ContentEditorSaveSection: save,
  });
  renderWithProviders(
    <AuthProvider>
      <ContentEditorPage />
    </AuthProvider>,
    { route: '/content-editor', client },
  );
  return client;
}

/** The sections sent to the server, in order. */
function savedSections(client: ReturnType<typeof mockClient>) {
  return client.executeMutation.mock.calls
    .filter(([request]) => getOperationAST(request.query)?.name?.value === 'ContentEditorSaveSection')
    .map(([request]) => request.variables as { section: string; content: Record<string, unknown> });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Content sections' });
const openSection = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within(sidebar()).getByRole('button', { name: new RegExp(`^${name}`) }));

// Typing goes key by key; a busy machine needs more than the default 5 s.
describe('/content-editor', { timeout: 30_000 }, () => {
  afterEach(() => localStorage.clear());

  it('lists the six sections and counts characters live, red once over the limit', async () => {
    const user = userEvent.setup();
    renderEditor();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    for (const name of ['Hero Section', 'Hero Images', 'Services', 'Contact Info', 'Colours & Theme', 'Testimonial']) {
      expect(within(sidebar()).getByRole('button', { name: new RegExp(`^${name.replace('&', '\\&')}`) })).toBeInTheDocument();
    }
    expect(screen.getByText(`${SITE_DEFAULTS.hero.title.length}/50`)).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'New stock every week');
    expect(screen.getByText('20/50').closest('[data-over]')).toBeNull();

    fireEvent.change(title, { target: { value: 'x'.repeat(51) } });
    expect((await screen.findByText('51/50')).closest('[data-over]')).not.toBeNull();
    fireEvent.blur(title);
    expect(await screen.findByText('Hero title must be at most 50 characters')).toBeInTheDocument();

    // Each service counts too: title 20, description 150.
    await openSection(user, 'Services');
    const [firstServiceTitle] = screen.getAllByRole('textbox', { name: 'Service Title' });
    fireEvent.change(firstServiceTitle, { target: { value: 'A'.repeat(21) } });
    expect((await screen.findByText('21/20')).closest('[data-over]')).not.toBeNull();
  });

  it('offers the dark overlay only once the hero has a background image', async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByText('Recommended 1920x800 or larger')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Dark overlay/ })).not.toBeInTheDocument();

    // Empty, the picture starts in Upload File mode; Use URL takes an address.
    await user.click(screen.getByText('Use URL'));
    await user.type(screen.getByRole('textbox', { name: 'Background Image URL' }), '/images/yard.jpg');
    expect(screen.getByRole('switch', { name: /Dark overlay/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('switch', { name: /Dark overlay/ })).not.toBeInTheDocument();
  });

  it('starts a picture with a value in Use URL mode', async () => {
    renderEditor({ load: { data: { siteContent: sections({ backgroundImage: '/images/yard.jpg' }) } } });
    expect(await screen.findByRole('textbox', { name: 'Background Image URL' })).toHaveValue('/images/yard.jpg');
    expect(screen.getByRole('switch', { name: /Dark overlay/ })).toBeInTheDocument();
  });

  it('saves the changed sections one by one and stops at the first failure, keeping what was typed', async () => {
    const user = userEvent.setup();
    const client = renderEditor({
      save: (variables) =>
        variables.section === 'hero'
          ? { errors: [{ message: 'Hero subtitle must be at most 100 characters', code: 'BAD_USER_INPUT' }] }
          : echo(variables),
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Trucks for every job');
    await openSection(user, 'Testimonial');
    const quote = screen.getByRole('textbox', { name: 'Testimonial Text' });
    await user.clear(quote);
    await user.type(quote, 'Great service');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hero subtitle must be at most 100 characters');
    // The hero failed first: the testimonial was never sent.
    expect(savedSections(client).map((s) => s.section)).toEqual(['hero']);
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    // Nothing typed is lost, and the failed section is on screen.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Trucks for every job');
    await openSection(user, 'Testimonial');
    expect(screen.getByRole('textbox', { name: 'Testimonial Text' })).toHaveValue('Great service');
  });

  it("says 'Failed to save content' when the server gives no message", async () => {
    const user = userEvent.setup();
    renderEditor({ save: { errors: [{ message: '' }] } });
    await user.type(await screen.findByRole('textbox', { name: 'Subtitle' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save content');
  });

  it('saves every changed section in order, once however often it is clicked, then shows the banner for 3 seconds', async () => {
    const user = userEvent.setup();
    const client = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), ' today');
    await openSection(user, 'Colours & Theme');
    const primary = screen.getByRole('textbox', { name: 'Primary Colour' });
    await user.click(screen.getByRole('button', { name: 'Primary Colour: #B44105' }));
    expect(primary).toHaveValue('#B44105');
    await openSection(user, 'Testimonial');
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '3' }));
    expect(screen.getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save Changes' });
    await user.dblClick(save);
    await screen.findByText(SAVED);
    const sent = savedSections(client);
    expect(sent.map((s) => s.section)).toEqual(['hero', 'colours', 'testimonial']);
    expect(sent[0].content.title).toBe(`${SITE_DEFAULTS.hero.title} today`);
    expect(sent[1].content.primary).toBe('#B44105');
    expect(sent[2].content.rating).toBe(3);
    // Saved: nothing left to save.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await waitForElementToBeRemoved(() => screen.queryByText(SAVED), { timeout: 4_000 });
  });

  it("shows 'Saving...' while the save is under way", async () => {
    const user = userEvent.setup();
    const client = renderEditor({ save: () => undefined });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await act(async () => {
      fireEvent.click(busy);
    });
    expect(savedSections(client)).toHaveLength(1);
    // The fields wait while it saves.
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  });

  it('edits the list of services', async () => {
    const user = userEvent.setup();
    const client = renderEditor();
    await screen.findByRole('textbox', { name: 'Title' });
    await openSection(user, 'Services');
    const count = SITE_DEFAULTS.services.services.length;
    expect(screen.getAllByRole('textbox', { name: 'Service Title' })).toHaveLength(count);

    await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const titles = screen.getAllByRole('textbox', { name: 'Service Title' });
    expect(titles).toHaveLength(count);
    // A new service needs its title before it can be saved.
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Service title is required')).toBeInTheDocument();
    expect(savedSections(client)).toHaveLength(0);

    await user.type(titles[count - 1], 'MOT Prep');
    await user.type(screen.getAllByRole('textbox', { name: 'Service Description' })[count - 1], 'Ready for the test.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(SAVED);
    const [services] = savedSections(client);
    expect(services.section).toBe('services');
    const items = services.content.services as { title: string; description: string }[];
    expect(items[0].title).toBe(SITE_DEFAULTS.services.services[1].title);
    expect(items.at(-1)).toEqual({ title: 'MOT Prep', description: 'Ready for the test.' });
  });

  it('is read-only for a viewer', async () => {
    renderEditor({ role: 'viewer' });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('target', '_blank');
  });

  it("says 'Failed to load content' when the content cannot be read", async () => {
    renderEditor({ load: { errors: [{ message: 'Database unavailable' }] } });
    expect(await screen.findByText('Failed to load content')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument());
  });
});
