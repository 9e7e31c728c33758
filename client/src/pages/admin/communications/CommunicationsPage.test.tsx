import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../app/auth/AuthContext';
import { AUTH_TOKEN_KEY } from '../../../app/auth/tokenStorage';
import type { SubmissionRowFragment, SubscriberRowFragment } from '../../../gql/graphql';
import { mockClient, renderWithProviders, type MockAnswer, type MockResponder } from '../../../test/render';
import { CommunicationsPage, NOT_ALLOWED_MESSAGE } from './CommunicationsPage';

const me = (role: string) => ({
  data: { me: { id: 1, email: 'boss@example.com', fullName: 'Boss Person', role, isAdmin: role !== 'customer' } },
});

const rita: SubscriberRowFragment = {
  id: 1,
  email: 'rita@example.com',
  fullName: 'Rita Patel',
  source: 'website',
  marketingConsent: true,
  createdAt: '2026-05-14T10:00:00.000Z',
};
const sam: SubscriberRowFragment = {
  id: 2,
  email: 'sam@example.com',
  fullName: null,
  source: 'email-capture',
  marketingConsent: false,
  createdAt: '2026-03-03T10:00:00.000Z',
};
const casey: SubmissionRowFragment = {
  id: 7,
  name: 'Casey Contact',
  email: 'casey@example.com',
  phone: '07700 900555',
  company: 'Casey Haulage Ltd',
  subject: 'Looking for a 6x2 tractor unit',
  message: 'Do you have one with a sleeper cab?\nUnder 400,000 km please.',
  service: 'Vehicle Sales',
  source: '/contact',
  truckId: null,
  truckTitle: null,
  status: 'new',
  createdAt: '2026-11-20T09:30:00.000Z',
};
const truckQuestion: SubmissionRowFragment = {
  ...casey,
  id: 8,
  name: 'Terry Truck',
  email: 'terry@example.com',
  phone: null,
  company: null,
  service: null,
  subject: 'Enquiry about Volvo FH 500',
  source: '/trucks/12',
  truckId: 12,
  truckTitle: 'Volvo FH 500',
  status: 'in_progress',
};

const subscribers = (items: SubscriberRowFragment[], total = items.length): MockAnswer => ({
  data: { newsletterSubscribers: { total, items } },
});
const submissions = (items: SubmissionRowFragment[], total = items.length): MockAnswer => ({
  data: { contactSubmissions: { total, items } },
});

function renderPage(answers: Record<string, MockResponder>, { role = 'admin', route = '/communications' } = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  const client = mockClient({
    Me: me(role),
    CommunicationsSubscribers: subscribers([rita, sam]),
    CommunicationsSubmissions: submissions([casey, truckQuestion]),
    ...answers,
  });
  renderWithProviders(
    <>
      <Notifications />
      <AuthProvider>
        <CommunicationsPage />
      </AuthProvider>
    </>,
    { route, client },
  );
  return client;
}

type Request = { query: { definitions: { name?: { value: string } }[] }; variables: Record<string, unknown> };

function calls(mock: ReturnType<typeof vi.fn>, name: string) {
  return mock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.query.definitions.some((d) => d.name?.value === name))
    .map((request) => request.variables);
}

async function openContactTab() {
  await userEvent.click(await screen.findByRole('tab', { name: /^Contact Submissions/ }));
}

describe('/communications', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    localStorage.clear();
    notifications.clean();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows both tabs with their counts and the subscribers with email, name, source, consent and date', async () => {
    renderPage({ CommunicationsSubmissions: submissions([casey], 31) });
    expect(await screen.findByRole('heading', { name: 'Communications' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Newsletter Subscribers (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Contact Submissions (31)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Weekly Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Newsletter subscribers' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Email', 'Name', 'Source', 'Marketing Consent', 'Subscribed']);
    const [, ritaRow, samRow] = within(table).getAllByRole('row');
    expect(within(ritaRow).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'rita@example.com',
      'Rita Patel',
      'Website',
      'Yes',
      '14 May 2026',
    ]);
    expect(within(samRow).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'sam@example.com',
      '—',
      'Email capture',
      'No',
      '3 Mar 2026',
    ]);
  });

  it('shows the empty states of both tabs', async () => {
    renderPage({ CommunicationsSubscribers: subscribers([]), CommunicationsSubmissions: submissions([]) });
    expect(await screen.findByText('No newsletter subscribers found')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Newsletter Subscribers (0)' })).toBeInTheDocument();
    await openContactTab();
    expect(await screen.findByText('No contact submissions found')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Contact Submissions (0)', selected: true })).toBeInTheDocument();
  });

  it('searches both lists on the server, and pages past 50', async () => {
    const client = renderPage({ CommunicationsSubscribers: subscribers([rita], 120) });
    expect(await screen.findByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search communications' }), 'rita');
    await waitFor(() => {
      expect(calls(client.executeQuery, 'CommunicationsSubscribers')).toContainEqual({ search: 'rita', skip: 0, limit: 50 });
      expect(calls(client.executeQuery, 'CommunicationsSubmissions')).toContainEqual({ search: 'rita', skip: 0, limit: 50 });
    });
    // Debounced: no query for a half-typed word.
    expect(calls(client.executeQuery, 'CommunicationsSubscribers')).not.toContainEqual(expect.objectContaining({ search: 'ri' }));

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(calls(client.executeQuery, 'CommunicationsSubscribers')).toContainEqual({ search: 'rita', skip: 50, limit: 50 }),
    );
  });

  it('sends the weekly newsletter and tells how many went out', async () => {
    const client = renderPage({ SendWeeklyNewsletter: { data: { sendNewsletter: { emailsSent: 3, trucksIncluded: 2 } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Weekly Newsletter' }));
    expect(await screen.findByText('Sent to 3 subscribers. 2 trucks included.')).toBeInTheDocument();
    expect(calls(client.executeMutation, 'SendWeeklyNewsletter')).toEqual([{ daysBack: 7 }]);
  });

  it('asks before sending the same week again, and sends with confirm', async () => {
    const conflict = 'The newsletter for this week has already been sent to 2 subscribers. Send again?';
    const client = renderPage({
      SendWeeklyNewsletter: (variables) =>
        variables.confirm
          ? { data: { sendNewsletter: { emailsSent: 2, trucksIncluded: 5 } } }
          : { errors: [{ message: conflict, code: 'CONFLICT' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Weekly Newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Newsletter Already Sent' });
    expect(within(dialog).getByText(conflict)).toBeInTheDocument();
    expect(screen.queryByText('Failed to send newsletter. Please try again.')).not.toBeInTheDocument();

    // Cancel sends nothing more.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(client.executeMutation, 'SendWeeklyNewsletter')).toEqual([{ daysBack: 7 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Send Weekly Newsletter' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Again' }));
    expect(await screen.findByText('Sent to 2 subscribers. 5 trucks included.')).toBeInTheDocument();
    expect(calls(client.executeMutation, 'SendWeeklyNewsletter')).toEqual([
      { daysBack: 7 },
      { daysBack: 7 },
      { daysBack: 7, confirm: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says when the newsletter fails: the server's reason, else the spec's words", async () => {
    const reason = 'No trucks were added in the last 7 days, so there is nothing to send.';
    let answer: MockAnswer = { errors: [{ message: reason, code: 'BAD_USER_INPUT' }] };
    renderPage({ SendWeeklyNewsletter: () => answer });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Weekly Newsletter' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();

    answer = { errors: [{ message: '' }] };
    await userEvent.click(screen.getByRole('button', { name: 'Send Weekly Newsletter' }));
    expect(await screen.findByText('Failed to send newsletter. Please try again.')).toBeInTheDocument();
  });

  it('exports the CSV with the bearer token and the name the server gives', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('email\r\nrita@example.com\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="newsletter-subscribers-2026-11-26.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    renderPage({});
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Successful')).toBeInTheDocument();
    expect(clicked).toEqual(['newsletter-subscribers-2026-11-26.csv']);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/export-emails');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token');
  });

  it('falls back to subscribers-YYYY-MM-DD.csv, and exports what the search matches', async () => {
    const fetchMock = vi.fn(async () => new Response('email\r\n', { headers: { 'content-type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    const client = renderPage({});
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search communications' }), 'rita');
    // Once the search has settled (debounced), the export names it too.
    await waitFor(() => expect(calls(client.executeQuery, 'CommunicationsSubscribers')).toContainEqual(expect.objectContaining({ search: 'rita' })));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Successful')).toBeInTheDocument();
    expect(clicked[0]).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/auth/export-emails?search=rita');
  });

  it('says Export Failed with the server detail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: 'The database is unavailable' }), { status: 503 })),
    );
    renderPage({});
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable')).toBeInTheDocument();
  });

  it('shows each contact submission in full: who, how to reach them, what, where from and when', async () => {
    renderPage({}, { route: '/communications?tab=contact' });
    expect(await screen.findByRole('tab', { name: 'Contact Submissions (2)', selected: true })).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Casey Contact: Looking for a 6x2 tractor unit' });
    expect(within(item).getByRole('link', { name: 'casey@example.com' })).toHaveAttribute('href', 'mailto:casey@example.com');
    expect(within(item).getByRole('link', { name: '07700 900555' })).toHaveAttribute('href', 'tel:07700900555');
    expect(item).toHaveTextContent('Company: Casey Haulage Ltd');
    expect(item).toHaveTextContent('Service: Vehicle Sales');
    expect(within(item).getByRole('link', { name: '/contact' })).toHaveAttribute('href', '/contact');
    expect(item).toHaveTextContent('Received 20 Nov 2026, 09:30');
    expect(within(item).getByText(/Under 400,000 km please\./)).toBeInTheDocument();
    expect(within(item).getByRole('radio', { name: 'New' })).toBeChecked();

    const truckItem = screen.getByRole('listitem', { name: 'Terry Truck: Enquiry about Volvo FH 500' });
    expect(within(truckItem).getByRole('link', { name: 'Volvo FH 500' })).toHaveAttribute('href', '/trucks/12');
    expect(within(truckItem).getByRole('radio', { name: 'In progress' })).toBeChecked();
    expect(truckItem).not.toHaveTextContent('Phone:');
  });

  it('saves a new status at once', async () => {
    const client = renderPage(
      { UpdateEnquiryStatus: { data: { updateEnquiryStatus: { ...casey, status: 'closed' } } } },
      { route: '/communications?tab=contact' },
    );
    const item = await screen.findByRole('listitem', { name: /^Casey Contact/ });
    await userEvent.click(within(item).getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(calls(client.executeMutation, 'UpdateEnquiryStatus')).toEqual([{ id: 7, status: 'closed' }]));
    expect(await screen.findByText('Enquiry from Casey Contact marked closed')).toBeInTheDocument();
  });

  it('puts the status back and says so when it cannot be saved', async () => {
    renderPage(
      { UpdateEnquiryStatus: { errors: [{ message: '', code: 'INTERNAL_SERVER_ERROR' }] } },
      { route: '/communications?tab=contact' },
    );
    const item = await screen.findByRole('listitem', { name: /^Casey Contact/ });
    await userEvent.click(within(item).getByRole('radio', { name: 'Closed' }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(within(item).getByRole('radio', { name: 'New' })).toBeChecked();
  });

  it('filters the submissions by status', async () => {
    const client = renderPage({}, { route: '/communications?tab=contact' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() =>
      expect(calls(client.executeQuery, 'CommunicationsSubmissions')).toContainEqual({ status: 'closed', skip: 0, limit: 50 }),
    );
  });

  it('shows a load error with Try Again, without a toast', async () => {
    let fail = true;
    const client = renderPage({
      CommunicationsSubscribers: () => (fail ? { errors: [{ message: 'The database is unavailable' }] } : subscribers([rita])),
    });
    const alert = await screen.findByRole('alert', { name: 'Failed to load newsletter subscribers' });
    expect(alert).toHaveTextContent('The database is unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('rita@example.com')).toBeInTheDocument();
    expect(calls(client.executeQuery, 'CommunicationsSubscribers').length).toBeGreaterThan(1);
  });

  it.each(['viewer', 'editor'])('tells a %s why the screen is closed, and asks the server nothing', async (role) => {
    const client = renderPage({}, { role });
    expect(await screen.findByText(NOT_ALLOWED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Weekly Newsletter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(calls(client.executeQuery, 'CommunicationsSubscribers')).toEqual([]);
    expect(calls(client.executeQuery, 'CommunicationsSubmissions')).toEqual([]);
  });

  it('is open to managers', async () => {
    renderPage({}, { role: 'manager' });
    expect(await screen.findByRole('button', { name: 'Send Weekly Newsletter' })).toBeInTheDocument();
  });
});
