import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_DEFAULTS } from '../../app/siteDefaults';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { CLOSE_AFTER_SUCCESS_MS, EnquiryModal, type EnquiryModalProps } from './EnquiryModal';

const preset = {
  service: 'Parts Quote',
  subject: 'Parts Quote: Turbocharger (LCT-TRB-13R)',
  message: 'Please send me a quote for the turbocharger.',
};

function renderModal(answer: MockAnswer | undefined, props: Partial<EnquiryModalProps> = {}) {
  const onClose = vi.fn();
  const client = mockClient(answer ? { SendEnquiry: answer } : {});
  renderWithProviders(<EnquiryModal opened onClose={onClose} preset={preset} {...props} />, {
    route: '/parts-catalogue',
    client,
  });
  return { onClose, client };
}

/** Pasting is as real as typing for these checks, and keeps the suite quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, /^Name/, 'Sam Driver');
  await fill(user, /^Email/, 'sam@example.com');
  await fill(user, /^Phone/, '07700 900001');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('EnquiryModal', () => {
  it('opens prefilled with the service, subject and message its button asked for', () => {
    renderModal(undefined);
    expect(screen.getByRole('dialog', { name: 'Send an Enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Service/ })).toHaveValue('Parts Quote');
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue(preset.subject);
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(preset.message);
  });

  it('requires name, email, service, subject and message before sending', async () => {
    const user = userEvent.setup();
    const { client } = renderModal({ data: { sendEnquiry: true } }, { preset: undefined });
    await fill(user, /^Email/, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Service is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(client.executeMutation).not.toHaveBeenCalled();
  });

  it("shows 'Sending...' on a disabled button while the enquiry is on its way", async () => {
    const user = userEvent.setup();
    renderModal(undefined);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('sends the enquiry with the page it came from, then clears the form and closes after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onClose, client } = renderModal({ data: { sendEnquiry: true } });
    await fillContact(user);
    await fill(user, /^Company/, 'Driver Haulage');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    const success = await screen.findByText('Your enquiry has been sent successfully! We will get back to you soon.');
    expect(success.closest('[role="status"]')).toHaveAttribute('data-variant', 'light');
    expect(success).toHaveStyle({ color: 'var(--mantine-color-green-9)' });
    const [request] = client.executeMutation.mock.calls[0];
    expect(request.variables).toEqual({
      input: {
        name: 'Sam Driver',
        email: 'sam@example.com',
        phone: '07700 900001',
        company: 'Driver Haulage',
        service: 'Parts Quote',
        subject: preset.subject,
        message: preset.message,
        source: '/parts-catalogue',
      },
    });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');

    act(() => vi.advanceTimersByTime(CLOSE_AFTER_SUCCESS_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the modal open with the failure message and the email to write to', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onClose } = renderModal({ errors: [{ message: 'Too many requests', code: 'TOO_MANY_REQUESTS' }] });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      `Failed to send enquiry. Please try again or contact us directly at ${SITE_DEFAULTS.contact.email}`,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sam Driver');
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  });

  it('words the quote variant as a quote request', async () => {
    const user = userEvent.setup();
    renderModal({ errors: [{ message: 'Database unavailable' }] }, { variant: 'quote' });
    expect(screen.getByRole('dialog', { name: 'Request a Quote' })).toBeInTheDocument();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Request Quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to send quote request. Please try again or contact us directly at ${SITE_DEFAULTS.contact.email}`,
    );
  });

  it('confirms a quote request in its own words', async () => {
    const user = userEvent.setup();
    renderModal({ data: { sendEnquiry: true } }, { variant: 'quote' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Request Quote' }));
    expect(
      await screen.findByText('Your quote request has been sent successfully! We will get back to you soon.'),
    ).toBeInTheDocument();
  });

  it('closes on Cancel and on the close icon, clearing the message', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ errors: [{ message: 'Down' }] });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
