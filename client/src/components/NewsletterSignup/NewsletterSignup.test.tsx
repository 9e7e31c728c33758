import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSubject } from 'wonka';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { NewsletterSignup } from './NewsletterSignup';

function renderSignup(answer?: MockAnswer) {
  const client = mockClient(answer ? { SubscribeNewsletter: answer } : {});
  renderWithProviders(
    <>
      <Notifications />
      <NewsletterSignup />
    </>,
    { client },
  );
  return client;
}

async function fill(email: string, name = '') {
  if (name) await userEvent.type(screen.getByLabelText('Full name (optional)'), name);
  await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), email);
}

describe('NewsletterSignup', () => {
  // The toasts live in a store shared by every render.
  afterEach(() => notifications.clean());

  it('subscribes with consent from the website, then clears the form and says so', async () => {
    const client = renderSignup({
      data: { subscribeNewsletter: { message: 'Successfully subscribed to our newsletter!' } },
    });
    await fill('jo@example.com', 'Jo Bloggs');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Successfully Subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Successfully subscribed to our newsletter!')).toBeInTheDocument();
    expect(client.executeMutation.mock.calls[0][0].variables).toEqual({
      input: { email: 'jo@example.com', fullName: 'Jo Bloggs', source: 'website', marketingConsent: true },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue(''));
    expect(screen.getByLabelText('Full name (optional)')).toHaveValue('');
  });

  it('sends no name when none is given', async () => {
    const client = renderSignup({ data: { subscribeNewsletter: { message: 'Welcome' } } });
    await fill('jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Successfully Subscribed!');
    expect(client.executeMutation.mock.calls[0][0].variables).toMatchObject({ input: { fullName: null } });
  });

  it("shows 'Subscribing...' and a disabled button while it waits", async () => {
    const client = renderSignup();
    const pending = makeSubject<never>();
    client.executeMutation.mockImplementation(() => pending.source);
    await fill('jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  });

  it('says why it failed, keeping what was typed', async () => {
    renderSignup({ errors: [{ message: 'Too many requests, please try again later', code: 'THROTTLED' }] });
    await fill('jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests, please try again later')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('jo@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("falls back to 'Failed to subscribe' without a reason", async () => {
    renderSignup({ errors: [{ message: '' }] });
    await fill('jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe')).toBeInTheDocument();
  });

  it('needs a valid email before asking the server', async () => {
    const client = renderSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await fill('not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(client.executeMutation).not.toHaveBeenCalled();
  });
});
