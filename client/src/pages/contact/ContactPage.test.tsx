import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '../../app/siteDefaults';
import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from '../../components/CookieConsent';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { ContactPage, accountsEmail } from './ContactPage';

function renderContact(answer?: MockAnswer) {
  const client = mockClient(answer ? { SendEnquiry: answer } : {});
  renderWithProviders(<ContactPage />, { route: '/contact', client });
  return client;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const fill = async (name: RegExp, value: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  };
  await fill(/^Name/, 'Alex Fleet');
  await fill(/^Email/, 'alex@example.com');
  await fill(/^Subject/, 'Fleet servicing');
  await fill(/^Message/, 'Can you service six tractor units next month?');
}

describe('/contact', () => {
  it('replaces the form with the sent message once the message is sent', async () => {
    const user = userEvent.setup();
    const client = renderContact({ data: { sendEnquiry: true } });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeInTheDocument();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    expect(client.executeMutation.mock.calls[0][0].variables).toEqual({
      input: {
        name: 'Alex Fleet',
        email: 'alex@example.com',
        subject: 'Fleet servicing',
        message: 'Can you service six tractor units next month?',
        source: '/contact',
      },
    });
  });

  it('keeps the form with the failure message when sending fails', async () => {
    const user = userEvent.setup();
    renderContact({ errors: [{ message: 'Too many requests' }] });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again or contact us directly.',
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Alex Fleet');
  });

  it('requires name, email, subject and message but not a phone number', async () => {
    const user = userEvent.setup();
    const client = renderContact({ data: { sendEnquiry: true } });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.queryByText(/Phone is required/)).not.toBeInTheDocument();
    expect(client.executeMutation).not.toHaveBeenCalled();
  });

  it('embeds the map centred on the business address once Functional cookies are allowed, and lists who to call', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    localStorage.setItem(
      COOKIE_PREFERENCES_KEY,
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: true }),
    );
    renderContact();
    const map = screen.getByTitle('Find Us');
    expect(map.getAttribute('src')).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent(SITE_DEFAULTS.contact.address)}&output=embed`,
    );
    localStorage.clear();
    expect(screen.getByText('Sales Manager')).toBeInTheDocument();
    expect(screen.getByText('General Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE_DEFAULTS.contact.email })).toBeInTheDocument();
    expect(accountsEmail('sales@example.co.uk')).toBe('accounts@example.co.uk');
  });

  it('keeps Google\'s map away until the visitor allows Functional cookies or asks for it', async () => {
    const user = userEvent.setup();
    renderContact();
    expect(screen.queryByTitle('Find Us')).not.toBeInTheDocument();
    expect(screen.getByText(/It shows here when Functional cookies are allowed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle('Find Us')).toHaveAttribute('src', expect.stringContaining('output=embed'));
  });
});
