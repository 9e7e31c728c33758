import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS, telHref } from '../../app/siteDefaults';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { RepairsPage } from './RepairsPage';
import { bookingMessage } from './serviceTypes';

function renderRepairs(answer?: MockAnswer) {
  const client = mockClient(answer ? { SendEnquiry: answer } : {});
  renderWithProviders(<RepairsPage />, { route: '/repairs', client });
  return client;
}

const booking = () => within(screen.getByRole('form', { name: 'Book a Service' }));

async function fillBooking(user: ReturnType<typeof userEvent.setup>) {
  const fill = async (name: RegExp, value: string) => {
    await user.click(booking().getByRole('textbox', { name }));
    await user.paste(value);
  };
  await fill(/^Name/, 'Chris Haulier');
  await fill(/^Phone/, '07700 900002');
  await fill(/^Email/, 'chris@example.com');
  await fill(/^Vehicle Registration/, 'ab12 cde');
  await fill(/^Message/, 'Warning light on the dash.');
  await user.click(booking().getByRole('combobox', { name: 'Service Type' }));
  await user.click(screen.getByRole('option', { name: 'Brake System Maintenance' }));
}

describe('/repairs', () => {
  it('offers the hero actions, the comparison slider, nine services and the opening hours', () => {
    renderRepairs();
    expect(screen.getAllByRole('button', { name: 'Book Service' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Emergency Contact' })).toHaveAttribute(
      'href',
      telHref(SITE_DEFAULTS.contact.mobile_phone),
    );
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getAllByRole('button', { name: /^Enquire about / })).toHaveLength(9);
    expect(screen.getByText('£450 per vehicle')).toBeInTheDocument();
    expect(screen.getByText('8:00am - 5:30pm')).toBeInTheDocument();
    expect(screen.getByText('8:00am - 12:00pm')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getAllByText(/under 2 hours/).length).toBeGreaterThan(0);
  });

  it("opens the enquiry modal prefilled with a service card's service", async () => {
    const user = userEvent.setup();
    renderRepairs();
    await user.click(screen.getByRole('button', { name: 'Enquire about ECU Remapping & Tuning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send an Enquiry' });
    expect(within(dialog).getByRole('combobox', { name: /^Service/ })).toHaveValue('ECU Remapping & Tuning');
  });

  it('sends a booking as a Service Booking enquiry from /repairs', async () => {
    const user = userEvent.setup();
    const client = renderRepairs({ data: { sendEnquiry: true } });
    await fillBooking(user);
    await user.click(booking().getByRole('button', { name: 'Book Service' }));

    expect(await booking().findByRole('status')).toHaveTextContent(/sent successfully/);
    expect(client.executeMutation.mock.calls[0][0].variables).toEqual({
      input: {
        name: 'Chris Haulier',
        email: 'chris@example.com',
        phone: '07700 900002',
        subject: 'Service Booking',
        service: 'brakes',
        message:
          'Vehicle registration: AB12 CDE\n\nService type: Brake System Maintenance\n\nWarning light on the dash.',
        source: '/repairs',
      },
    });
    expect(booking().getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('says when the booking could not be sent', async () => {
    const user = userEvent.setup();
    renderRepairs({ errors: [{ message: 'Down' }] });
    await fillBooking(user);
    await user.click(booking().getByRole('button', { name: 'Book Service' }));
    expect(await booking().findByRole('alert')).toHaveTextContent(
      `Failed to send your booking request. Please try again or call us on ${SITE_DEFAULTS.contact.office_phone}.`,
    );
  });

  it('requires name, phone and email only', async () => {
    const user = userEvent.setup();
    const client = renderRepairs({ data: { sendEnquiry: true } });
    await user.click(booking().getByRole('button', { name: 'Book Service' }));
    expect(await booking().findByText('Name is required')).toBeInTheDocument();
    expect(booking().getByText('Phone is required')).toBeInTheDocument();
    expect(booking().getByText('Email is required')).toBeInTheDocument();
    expect(client.executeMutation).not.toHaveBeenCalled();
  });

  it('always names the registration in the booking message', () => {
    expect(bookingMessage({ registration: '', serviceType: '', message: '' })).toBe('Vehicle registration: not given');
  });
});
