import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders, type MockResponder } from '../../test/render';
import { FAILED, INVALID_LINK, UnsubscribePage } from './UnsubscribePage';

const TOKEN = `12.${'a'.repeat(43)}`;

function renderPage(route: string, answer?: MockResponder) {
  const client = mockClient(answer ? { UnsubscribeNewsletter: answer } : {});
  // StrictMode runs effects twice in development: the page must still ask once.
  renderWithProviders(
    <StrictMode>
      <UnsubscribePage />
    </StrictMode>,
    { route, client },
  );
  return client;
}

const sent = (client: ReturnType<typeof mockClient>) =>
  client.executeMutation.mock.calls.map(([request]) => (request as unknown as { variables: unknown }).variables);

describe('/unsubscribe', () => {
  it('unsubscribes once on arrival and says so, with a way home', async () => {
    const client = renderPage(`/unsubscribe?token=${TOKEN}`, { data: { unsubscribeNewsletter: { message: 'You have been unsubscribed' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(sent(client)).toEqual([{ token: TOKEN }]);
  });

  it('shows Unsubscribing... while the server answers', async () => {
    renderPage(`/unsubscribe?token=${TOKEN}`, () => undefined);
    expect(await screen.findByRole('heading', { name: 'Unsubscribing...' })).toBeInTheDocument();
  });

  it('says a link without a token is not valid, and asks the server nothing', async () => {
    const client = renderPage('/unsubscribe');
    expect(await screen.findByRole('heading', { name: INVALID_LINK })).toBeInTheDocument();
    expect(screen.getByText(/The link has no unsubscribe code/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(client.executeMutation).not.toHaveBeenCalled();
  });

  it('says a token the server refuses is not valid', async () => {
    renderPage('/unsubscribe?token=1.nope', { errors: [{ message: 'This unsubscribe link is not valid', code: 'BAD_REQUEST' }] });
    expect(await screen.findByRole('heading', { name: INVALID_LINK })).toBeInTheDocument();
    expect(screen.getByText(/cut short or changed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('offers Try Again when the server cannot be reached', async () => {
    let down = true;
    const client = renderPage(`/unsubscribe?token=${TOKEN}`, () =>
      down
        ? { errors: [{ message: 'The database is unavailable, please try again shortly', code: 'SERVICE_UNAVAILABLE' }] }
        : { data: { unsubscribeNewsletter: { message: 'You have been unsubscribed' } } },
    );
    expect(await screen.findByRole('heading', { name: FAILED })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(sent(client)).toHaveLength(2);
  });
});
