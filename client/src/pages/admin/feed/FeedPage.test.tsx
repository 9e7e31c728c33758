import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperationAST, type DocumentNode } from 'graphql';
import { CombinedError } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromValue, merge, never } from 'wonka';
import { AuthProvider } from '../../../app/auth/AuthContext';
import { AUTH_TOKEN_KEY } from '../../../app/auth/tokenStorage';
import { downloadFile } from '../../../app/rest';
import type { FeedSettingsFragment, FeedToolPreviewQuery, FeedToolStatusQuery } from '../../../gql/graphql';
import { mockClient, renderWithProviders, type MockAnswer } from '../../../test/render';
import { FeedPage } from './FeedPage';

vi.mock('../../../app/rest', () => ({ downloadFile: vi.fn() }));

const me = (role: string) => ({
  data: { me: { id: 1, email: 'boss@example.com', fullName: 'Boss Person', role, isAdmin: role !== 'customer' } },
});

const configured: FeedSettingsFragment = {
  feedUrl: 'https://feeds.example.com/upload',
  username: 'lct',
  passwordSet: true,
  dealerId: 'D-42',
  autoSyncHours: 12,
};
const unconfigured: FeedSettingsFragment = { feedUrl: null, username: null, passwordSet: false, dealerId: null, autoSyncHours: 6 };

type Status = FeedToolStatusQuery['feedStatus'];
const status = (overrides: Partial<Status> = {}): MockAnswer => ({
  data: {
    feedStatus: {
      config: configured,
      lastUpload: null,
      status: null,
      totalVehicles: 2,
      recentActivity: [],
      ...overrides,
    } satisfies Status,
  },
});
const preview: MockAnswer = {
  data: {
    feedPreview: {
      totalVehicles: 2,
      previewVehicles: [
        { stockNumber: 'LCT-001', title: 'Scania R450 Highline', make: 'Scania', model: 'R450', year: 2019, imagesCount: 3 },
        { stockNumber: 'LCT-002', title: 'DAF XF 480', make: 'DAF', model: 'XF 480', year: null, imagesCount: 0 },
      ],
    } satisfies FeedToolPreviewQuery['feedPreview'],
  },
};
const uploaded: MockAnswer = {
  data: {
    uploadFeed: {
      message: 'Uploaded 2 vehicles',
      vehicles: 2,
      activity: { type: 'upload', status: 'success', message: 'Uploaded 2 vehicles', timestamp: '2026-11-20T10:00:00.000Z' },
    },
  },
};

function renderFeed(answers: Record<string, MockAnswer | ((v: Record<string, unknown>) => MockAnswer)>, role = 'manager') {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  const client = mockClient({ Me: me(role), FeedToolStatus: status(), FeedToolPreview: preview, ...answers });
  renderWithProviders(
    <>
      <Notifications />
      <AuthProvider>
        <FeedPage />
      </AuthProvider>
    </>,
    { route: '/xml-feed', client },
  );
  return client;
}

/** An operation answered with an error the shared mock cannot express (a field, or no answer at all). */
function failWith(client: ReturnType<typeof mockClient>, name: string, error: CombinedError) {
  const original = client.executeMutation.getMockImplementation()!;
  client.executeMutation.mockImplementation((request: { query: DocumentNode; variables?: Record<string, unknown> }) =>
    getOperationAST(request.query)?.name?.value === name ? merge([fromValue({ error }), never]) : original(request),
  );
}

function mutationCalls(client: ReturnType<typeof mockClient>, name: string) {
  return client.executeMutation.mock.calls
    .map(([request]) => request as unknown as { query: DocumentNode; variables: unknown })
    .filter((request) => getOperationAST(request.query)?.name?.value === name)
    .map((request) => request.variables);
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('/xml-feed', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
    vi.mocked(downloadFile).mockReset();
    vi.restoreAllMocks();
  });

  it('shows the overview: totals, Never for no upload, a pending status, the preview table and no activity', async () => {
    renderFeed({});
    expect(await screen.findByRole('heading', { name: 'Vehicle Feed' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Actions', 'Configuration']);
    const total = await screen.findByRole('group', { name: 'Total Vehicles' });
    expect(total).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Last Upload' })).toHaveTextContent('Never');
    expect(within(screen.getByRole('group', { name: 'Status' })).getByRole('img', { name: 'Pending' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Vehicle preview' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Stock ID', 'Title', 'Make/Model', 'Year', 'Images']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['LCT-001', 'Scania R450 Highline', 'Scania R450', '2019', '3'],
      ['LCT-002', 'DAF XF 480', 'DAF XF 480', '—', '0'],
    ]);
    expect(screen.getByText('No uploads yet.')).toBeInTheDocument();
  });

  it('lists recent activity with a green tick, red alerts and a yellow pending icon', async () => {
    renderFeed({
      FeedToolStatus: status({
        lastUpload: '2026-11-20T10:00:00.000Z',
        status: 'failed',
        recentActivity: [
          { type: 'upload', status: 'failed', message: 'The feed server answered 500 Internal Server Error', timestamp: '2026-11-21T10:00:00.000Z' },
          { type: 'auto_sync', status: 'error', message: 'The feed server could not be reached', timestamp: '2026-11-20T12:00:00.000Z' },
          { type: 'upload', status: 'success', message: 'Uploaded 2 vehicles', timestamp: '2026-11-20T10:00:00.000Z' },
          { type: 'upload', status: 'queued', message: 'Waiting', timestamp: '2026-11-19T10:00:00.000Z' },
        ],
      }),
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('img').getAttribute('aria-label'))).toEqual(['Failed', 'Error', 'Success', 'Pending']);
    expect(items[0]).toHaveTextContent('The feed server answered 500 Internal Server Error');
    expect(items[1]).toHaveTextContent(/Auto-sync · 20 Nov 2026/);
    expect(screen.getByRole('group', { name: 'Last Upload' })).toHaveTextContent(/20 Nov 2026/);
    expect(within(screen.getByRole('group', { name: 'Status' })).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
  });

  it('only logs a status or preview that fails to load', async () => {
    renderFeed({
      FeedToolStatus: { errors: [{ message: 'The database is unavailable', code: 'SERVICE_UNAVAILABLE' }] },
      FeedToolPreview: { errors: [{ message: 'The database is unavailable', code: 'SERVICE_UNAVAILABLE' }] },
    });
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to load the feed status', expect.anything()));
    expect(console.error).toHaveBeenCalledWith('Failed to load the feed preview', expect.anything());
    expect(document.querySelector('.mantine-Notification-description')).toBeNull();
  });

  it('generates and downloads the feed, or says it could not', async () => {
    vi.mocked(downloadFile).mockResolvedValueOnce('vehicle-feed-2026-11-21.xml').mockRejectedValueOnce(new Error('Failed to fetch'));
    renderFeed({});
    await openTab('Actions');
    const button = screen.getByRole('button', { name: 'Generate & Download' });
    await userEvent.click(button);
    expect(await toast('XML feed generated and downloaded successfully!')).toBeInTheDocument();
    expect(downloadFile).toHaveBeenCalledWith('/api/xml-feed/generate', 'vehicle-feed.xml', 'Error generating XML feed. Please try again.');
    await userEvent.click(button);
    expect(await toast('Error generating XML feed. Please try again.')).toBeInTheDocument();
  });

  it('uploads now and says so', async () => {
    const client = renderFeed({ UploadFeed: uploaded });
    await openTab('Actions');
    expect(await screen.findByText(/Sends the feed to https:\/\/feeds\.example\.com\/upload now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Now' }));
    expect(await toast('Upload initiated! Check status for updates.')).toBeInTheDocument();
    expect(mutationCalls(client, 'UploadFeed')).toEqual([{}]);
  });

  it('disables Upload Now without a feed URL', async () => {
    renderFeed({ FeedToolStatus: status({ config: unconfigured }), UploadFeed: uploaded });
    await openTab('Actions');
    expect(await screen.findByText('Set the feed URL and dealer ID in the Configuration tab first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Now' })).toBeDisabled();
  });

  it('asks for the settings when the dealer ID is missing, without calling the server', async () => {
    const client = renderFeed({ FeedToolStatus: status({ config: { ...configured, dealerId: null } }), UploadFeed: uploaded });
    await openTab('Actions');
    const button = screen.getByRole('button', { name: 'Upload Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await toast('Please configure feed settings first.')).toBeInTheDocument();
    expect(mutationCalls(client, 'UploadFeed')).toEqual([]);
  });

  it('asks before an upload that would take most vehicles off the marketplace, then sends it confirmed', async () => {
    const question = '2 of the 2 vehicles of the last upload would be removed from the marketplace. Upload anyway?';
    const client = renderFeed({
      UploadFeed: (variables) => (variables.confirm ? uploaded : { errors: [{ message: question, code: 'CONFLICT' }] }),
    });
    await openTab('Actions');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Upload' });
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Anyway' }));
    expect(await toast('Upload initiated! Check status for updates.')).toBeInTheDocument();
    expect(mutationCalls(client, 'UploadFeed')).toEqual([{}, { confirm: true }]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const client = renderFeed({ UploadFeed: { errors: [{ message: 'Most vehicles would vanish. Upload anyway?', code: 'CONFLICT' }] } });
    await openTab('Actions');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Now' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Upload' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mutationCalls(client, 'UploadFeed')).toEqual([{}]);
  });

  it("shows the server's reason when an upload fails, and a general message when the server cannot be reached", async () => {
    const client = renderFeed({
      UploadFeed: { errors: [{ message: 'The feed server answered 500 Internal Server Error', code: 'FEED_UPLOAD_FAILED' }] },
    });
    await openTab('Actions');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Now' }));
    expect(await toast('Upload failed: The feed server answered 500 Internal Server Error')).toBeInTheDocument();

    failWith(client, 'UploadFeed', new CombinedError({ networkError: new Error('Failed to fetch') }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Now' }));
    expect(await toast('Error uploading feed. Please try again.')).toBeInTheDocument();
  });

  it('loads the saved settings back, never the password, and saves them again without retyping it', async () => {
    const client = renderFeed({ SaveFeedConfig: { data: { saveFeedConfig: { ...configured, dealerId: 'D-43' } } } });
    await openTab('Configuration');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Feed URL/ })).toHaveValue('https://feeds.example.com/upload'));
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('lct');
    expect(screen.getByRole('textbox', { name: /^Dealer ID/ })).toHaveValue('D-42');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByText('A password is saved; leave blank to keep it.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Auto-sync/ })).toHaveValue('Every 12 hours');

    const dealer = screen.getByRole('textbox', { name: /^Dealer ID/ });
    await userEvent.clear(dealer);
    await userEvent.type(dealer, 'D-43');
    await userEvent.click(screen.getByRole('combobox', { name: /^Auto-sync/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Every 24 hours' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await toast('Configuration saved successfully!')).toBeInTheDocument();
    expect(mutationCalls(client, 'SaveFeedConfig')).toEqual([
      { input: { feedUrl: 'https://feeds.example.com/upload', username: 'lct', password: '', dealerId: 'D-43', autoSyncHours: 24 } },
    ]);
  });

  it('offers 1, 6 (the default), 12 and 24 hours', async () => {
    renderFeed({ FeedToolStatus: status({ config: unconfigured }) });
    await openTab('Configuration');
    const select = screen.getByRole('combobox', { name: /^Auto-sync/ });
    expect(select).toHaveValue('Every 6 hours');
    await userEvent.click(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Every hour', 'Every 6 hours', 'Every 12 hours', 'Every 24 hours']);
    expect(screen.queryByText('A password is saved; leave blank to keep it.')).not.toBeInTheDocument();
  });

  it('checks the settings with the shared rules before sending them', async () => {
    const client = renderFeed({ FeedToolStatus: status({ config: unconfigured }) });
    await openTab('Configuration');
    await userEvent.type(screen.getByRole('textbox', { name: /^Feed URL/ }), 'ftp://feeds.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Feed URL must be an http or https address')).toBeInTheDocument();
    expect(mutationCalls(client, 'SaveFeedConfig')).toEqual([]);
  });

  it('says when the server refuses the settings, naming the field, or cannot be reached', async () => {
    const client = renderFeed({ FeedToolStatus: status({ config: unconfigured }) });
    failWith(
      client,
      'SaveFeedConfig',
      new CombinedError({
        graphQLErrors: [{ message: 'dealer_id: Dealer ID must be at most 100 characters', extensions: { code: 'BAD_USER_INPUT', field: 'dealer_id' } }],
      }),
    );
    await openTab('Configuration');
    await userEvent.type(screen.getByRole('textbox', { name: /^Dealer ID/ }), 'D-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await toast('Failed to save configuration.')).toBeInTheDocument();
    expect(screen.getByText('Dealer ID must be at most 100 characters')).toBeInTheDocument();

    failWith(client, 'SaveFeedConfig', new CombinedError({ networkError: new Error('Failed to fetch') }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await toast('Error saving configuration.')).toBeInTheDocument();
  });

  it('lets other staff look and download, but not upload or change the settings', async () => {
    vi.mocked(downloadFile).mockResolvedValue('vehicle-feed.xml');
    renderFeed({}, 'editor');
    await openTab('Actions');
    expect(await screen.findByRole('button', { name: 'Upload Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate & Download' })).toBeEnabled();
    expect(within(screen.getByRole('tabpanel')).getByText('Only managers and administrators can upload the feed or change its settings.')).toBeInTheDocument();
    await openTab('Configuration');
    expect(within(screen.getByRole('tabpanel')).getByText('Only managers and administrators can upload the feed or change its settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Configuration' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Feed URL/ })).toHaveAttribute('readonly');
  });
});
