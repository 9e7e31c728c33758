import { expect, test, type APIRequestContext, type Locator, type Page, type Response } from './app';
import {
  adminToken,
  delayOperation,
  failOperation,
  operationName,
  recordOperation,
  siteContact,
  uniqueEmail,
} from './api';

// Every public form goes to the server and shows the spec's words for success and failure.
//
// Round trip: the mutation reaches the real server, which answers 200 with the stored result and no
// errors; the page then shows the success text, and the staff API (as an administrator) finds the
// record in the database with what was typed.
//
// Failure: the mutation's request is refused in the browser (page.route ... abort), which is what a
// visitor sees when the API is down; every other request still reaches the server.

/** What staff see of the records stored under this address (GET /api/auth/<list>?search=email). */
async function storedUnder<T>(request: APIRequestContext, list: 'contact-submissions' | 'newsletter-subscribers', email: string) {
  const token = await adminToken(request);
  const res = await request.get(`/api/auth/${list}?search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as T[];
}

interface StoredEnquiry {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  service: string | null;
  source: string | null;
  status: string;
}

/** Waits for the operation's answer and checks that the server took it. */
async function expectStored(response: Promise<Response>, field: string): Promise<unknown> {
  const answer = await response;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(body.data?.[field]).toBeTruthy();
  return body.data?.[field];
}

function answerOf(page: Page, name: string): Promise<Response> {
  return page.waitForResponse((response) => operationName(response.request()) === name);
}

async function chooseIn(scope: Locator, page: Page, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('contact page form', () => {
  test('sends the message to the server and replaces the form with the thank-you', async ({ page, request }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a Message' });
    await form.getByLabel('Name').fill('Casey Contact');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('07700 900555');
    await form.getByLabel('Subject').fill('Looking for a 6x2 tractor unit');
    await form.getByLabel('Message').fill('Do you have a 6x2 tractor unit with a sleeper cab under 400,000 km?');

    const sent = answerOf(page, 'SendEnquiry');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).request().postDataJSON().variables.input).toEqual({
      name: 'Casey Contact',
      email,
      phone: '07700 900555',
      subject: 'Looking for a 6x2 tractor unit',
      message: 'Do you have a 6x2 tractor unit with a sleeper cab under 400,000 km?',
      source: '/contact',
    });
    await expectStored(sent, 'sendEnquiry');

    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
    await expect(form).toHaveCount(0);
    expect(await storedUnder<StoredEnquiry>(request, 'contact-submissions', email)).toEqual([
      expect.objectContaining({
        name: 'Casey Contact',
        email,
        phone: '07700 900555',
        subject: 'Looking for a 6x2 tractor unit',
        source: '/contact',
        status: 'new',
      }),
    ]);
  });

  test('says so when the message cannot be sent, and keeps what was typed', async ({ page }) => {
    await failOperation(page, 'SendEnquiry');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a Message' });
    await form.getByLabel('Name').fill('Casey Contact');
    await form.getByLabel('Email').fill(uniqueEmail('contact-down'));
    await form.getByLabel('Subject').fill('Parts');
    await form.getByLabel('Message').fill('Is the API up?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('alert')).toHaveText(
      'Failed to send message. Please try again or contact us directly.',
    );
    await expect(form.getByLabel('Name')).toHaveValue('Casey Contact');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toHaveCount(0);
  });

  test('a bad email or a missing field is stopped in the browser: nothing is sent', async ({ page }) => {
    const sent = recordOperation(page, 'SendEnquiry');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a Message' });
    await form.getByLabel('Name').fill('Casey Contact');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });
});

test.describe('enquiry and quote modals', () => {
  test("a repairs service button opens the enquiry prefilled; 'Sending...', the success message, then it closes after 2 s", async ({
    page,
    request,
  }) => {
    await delayOperation(page, 'SendEnquiry', 800);
    await page.goto('/repairs');
    await page.getByRole('button', { name: 'Enquire about ECU Remapping & Tuning' }).click();

    const modal = page.getByRole('dialog', { name: 'Send an Enquiry' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('combobox', { name: /^Service/ })).toHaveValue('ECU Remapping & Tuning');
    await expect(modal.getByRole('textbox', { name: /^Subject/ })).toHaveValue('ECU Remapping & Tuning Enquiry');
    await expect(modal.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'I would like to know more about your ecu remapping & tuning service.',
    );
    await modal.getByRole('textbox', { name: /^Name/ }).fill('Robin Remap');
    const email = uniqueEmail('remap');
    await modal.getByRole('textbox', { name: /^Email/ }).fill(email);
    await modal.getByRole('textbox', { name: /^Company/ }).fill('Remap Haulage Ltd');

    const sent = answerOf(page, 'SendEnquiry');
    await modal.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(modal.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const input = (await sent).request().postDataJSON().variables.input;
    expect(input).toMatchObject({
      service: 'ECU Remapping & Tuning',
      company: 'Remap Haulage Ltd',
      source: '/repairs',
    });
    await expectStored(sent, 'sendEnquiry');
    expect(await storedUnder<StoredEnquiry>(request, 'contact-submissions', email)).toEqual([
      expect.objectContaining({ name: 'Robin Remap', company: 'Remap Haulage Ltd', service: 'ECU Remapping & Tuning', source: '/repairs' }),
    ]);

    const success = modal.getByText('Your enquiry has been sent successfully! We will get back to you soon.');
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    // The form is cleared straight away; the modal stays for 2 seconds, then closes itself.
    await expect(modal.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(modal).toBeHidden({ timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
  });

  test('a failed enquiry keeps the modal open with the failure message and the email to write to', async ({
    page,
    request,
  }) => {
    const { email } = await siteContact(request);
    await failOperation(page, 'SendEnquiry');
    await page.goto('/repairs');
    await page.getByRole('button', { name: 'Send an Enquiry' }).click();
    const modal = page.getByRole('dialog', { name: 'Send an Enquiry' });
    await expect(modal.getByRole('combobox', { name: /^Service/ })).toHaveValue('Service Booking');
    await modal.getByRole('textbox', { name: /^Name/ }).fill('Robin Remap');
    await modal.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('remap-down'));
    await modal.getByRole('textbox', { name: /^Message/ }).fill('Can you quote for a clutch?');
    await modal.getByRole('button', { name: 'Send Enquiry' }).click();

    await expect(modal.getByRole('alert')).toHaveText(
      `Failed to send enquiry. Please try again or contact us directly at ${email}`,
    );
    await page.waitForTimeout(2500);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('textbox', { name: /^Name/ })).toHaveValue('Robin Remap');
    // Cancel closes it and clears the message.
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  test('the enquiry modal stops a bad email before sending', async ({ page }) => {
    const sent = recordOperation(page, 'SendEnquiry');
    await page.goto('/repairs');
    await page.getByRole('button', { name: 'Enquire about Brake System Maintenance' }).click();
    const modal = page.getByRole('dialog', { name: 'Send an Enquiry' });
    await modal.getByRole('textbox', { name: /^Name/ }).fill('Robin Remap');
    await modal.getByRole('textbox', { name: /^Email/ }).fill('robin@');
    await modal.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(modal.getByText('Enter a valid email address')).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  test('parts: Request Custom Quote sends a quote request; a part card asks about that part', async ({ page }) => {
    await page.goto('/parts');
    await page.getByRole('button', { name: 'Request Custom Quote' }).first().click();
    const quote = page.getByRole('dialog', { name: 'Request a Quote' });
    await expect(quote.getByRole('combobox', { name: /^Service/ })).toHaveValue('Parts Quote');
    await expect(quote.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Custom Parts Quote Request');
    await quote.getByRole('textbox', { name: /^Name/ }).fill('Pat Parts');
    await quote.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('quote'));
    await quote.getByRole('textbox', { name: /^Phone/ }).fill('07700 900777');
    const sent = answerOf(page, 'SendEnquiry');
    await quote.getByRole('button', { name: 'Request Quote' }).click();
    await expectStored(sent, 'sendEnquiry');
    await expect(
      quote.getByText('Your quote request has been sent successfully! We will get back to you soon.'),
    ).toBeVisible();
    await expect(quote).toBeHidden({ timeout: 5000 });

    const card = page.getByRole('button', { name: /^Enquire Now about / }).first();
    const partName = (await card.getAttribute('aria-label'))!.replace('Enquire Now about ', '');
    await card.click();
    const enquiry = page.getByRole('dialog', { name: 'Send an Enquiry' });
    await expect(enquiry.getByRole('combobox', { name: /^Service/ })).toHaveValue('Parts Quote');
    await expect(enquiry.getByRole('textbox', { name: /^Subject/ })).toHaveValue(
      new RegExp(`^Parts Quote: ${partName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.+\\)$`),
    );
    await enquiry.getByRole('button', { name: 'Close' }).click();
    await expect(enquiry).toBeHidden();
  });

  test('a failed quote request says so, with the email to write to', async ({ page, request }) => {
    const { email } = await siteContact(request);
    await failOperation(page, 'SendEnquiry');
    await page.goto('/parts-catalogue');
    await page.getByRole('button', { name: 'Request Custom Quote' }).first().click();
    const quote = page.getByRole('dialog', { name: 'Request a Quote' });
    await quote.getByRole('textbox', { name: /^Name/ }).fill('Pat Parts');
    await quote.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('quote-down'));
    await quote.getByRole('button', { name: 'Request Quote' }).click();
    await expect(quote.getByRole('alert')).toHaveText(
      `Failed to send quote request. Please try again or contact us directly at ${email}`,
    );
    await expect(quote).toBeVisible();
  });
});

test('parts supply: its buttons open the enquiry or quote modal with their own presets', async ({ page }) => {
  await page.goto('/parts-supply');
  const presets = [
    {
      button: page.getByRole('button', { name: 'Request Custom Quote' }).first(),
      dialog: 'Request a Quote',
      service: 'Parts Quote',
      subject: 'Custom Parts Quote Request',
    },
    {
      button: page.getByRole('button', { name: 'Check Availability' }),
      dialog: 'Send an Enquiry',
      service: 'Used Parts Enquiry',
      subject: 'Used Parts Availability',
    },
    {
      button: page.getByRole('button', { name: /^Contact Us about / }).first(),
      dialog: 'Send an Enquiry',
      service: 'Parts Sales & Supply',
      subject: / Enquiry$/,
    },
  ];
  for (const preset of presets) {
    await preset.button.click();
    const modal = page.getByRole('dialog', { name: preset.dialog });
    await expect(modal.getByRole('combobox', { name: /^Service/ })).toHaveValue(preset.service);
    await expect(modal.getByRole('textbox', { name: /^Subject/ })).toHaveValue(preset.subject);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  }
});

test.describe('registration', () => {
  test('creates a customer account that can sign in, and never an administrator', async ({ page, request }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-good-long-password');
    await page.getByLabel('Full Name').fill('Reggie Register');
    const sent = answerOf(page, 'Register');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await sent).request().postDataJSON().variables.input).toEqual({
      email,
      password: 'a-good-long-password',
      fullName: 'Reggie Register',
    });
    await expectStored(sent, 'register');
    await expect(page.getByText('Account created successfully. Please sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account has been created. Sign in with your email and password.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // The account is in the database: staff see it in the user list, as a customer.
    const token = await adminToken(request);
    const users = await request.get(`/api/auth/users?search=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [user] = (await users.json()) as { email: string; role: string; full_name: string; is_admin: boolean }[];
    expect(user).toMatchObject({ email, role: 'customer', full_name: 'Reggie Register', is_admin: false });

    // It signs in; not being staff, the back office sends it home.
    await page.getByLabel('Password').fill('a-good-long-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Inventory' })).toHaveCount(0);
  });

  test('an email already registered, the API down, and a short password', async ({ page }) => {
    const sent = recordOperation(page, 'Register');
    await page.goto('/register');
    await page.getByLabel('Email').fill('admin@e2e.example.com');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/at least 8 characters/).last()).toBeVisible();
    expect(sent).toHaveLength(0);

    await page.getByLabel('Password').fill('a-good-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /already/i })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    await failOperation(page, 'Register');
    await page.getByLabel('Email').fill(uniqueEmail('register-down'));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Network error occurred' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('Book a Service', () => {
  test('sends the booking as an enquiry and confirms it; a failure says whom to call', async ({ page, request }) => {
    const { office_phone } = await siteContact(request);
    await page.goto('/repairs');
    await page.getByRole('button', { name: 'Book Service' }).first().click();
    const form = page.getByRole('form', { name: 'Book a Service' });
    await expect(form).toBeInViewport();

    await form.getByLabel('Name').fill('Billie Booker');
    await form.getByLabel('Phone').fill('07700 900321');
    const email = uniqueEmail('booking');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Vehicle Registration').fill('AB12 CDE');
    await chooseIn(form, page, 'Service Type', 'MOT Testing & Preparation');
    await form.getByLabel('Message').fill('Pre-MOT check next week, please.');
    const sent = answerOf(page, 'SendEnquiry');
    await form.getByRole('button', { name: 'Book Service' }).click();
    const input = (await sent).request().postDataJSON().variables.input;
    expect(input).toMatchObject({
      subject: 'Service Booking',
      service: 'mot',
      phone: '07700 900321',
      source: '/repairs',
    });
    expect(input.message).toContain('AB12 CDE');
    await expectStored(sent, 'sendEnquiry');
    const [booking] = await storedUnder<StoredEnquiry>(request, 'contact-submissions', email);
    expect(booking).toMatchObject({ subject: 'Service Booking', service: 'mot', phone: '07700 900321', source: '/repairs' });
    expect(booking.message).toContain('AB12 CDE');
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Your service booking request has been sent successfully. We will contact you shortly to confirm a date and time.',
    );
    await expect(form.getByLabel('Name')).toHaveValue('');

    // Phone is required: stopped in the browser.
    const attempts = recordOperation(page, 'SendEnquiry');
    await form.getByLabel('Name').fill('Billie Booker');
    await form.getByLabel('Email').fill(uniqueEmail('booking'));
    await form.getByRole('button', { name: 'Book Service' }).click();
    await expect(form.getByText('Phone is required')).toBeVisible();
    expect(attempts).toHaveLength(0);

    await failOperation(page, 'SendEnquiry');
    await form.getByLabel('Phone').fill('07700 900321');
    await form.getByRole('button', { name: 'Book Service' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `Failed to send your booking request. Please try again or call us on ${office_phone}.`,
    );
  });
});

test.describe('newsletter signup on the home page', () => {
  async function newsletterForm(page: Page) {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Stay Up to Date' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await expect(form).toBeVisible();
    return form;
  }

  test("subscribes ('Subscribing...', 'Successfully Subscribed!'), clears the form, and the same email again is no error", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('newsletter');
    await delayOperation(page, 'SubscribeNewsletter', 800);
    const form = await newsletterForm(page);
    await form.getByLabel('Full name (optional)').fill('Nell Newsletter');
    await form.getByLabel('Email address').fill(email);
    const sent = answerOf(page, 'SubscribeNewsletter');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect((await sent).request().postDataJSON().variables.input).toEqual({
      email,
      fullName: 'Nell Newsletter',
      source: 'website',
      marketingConsent: true,
    });
    const { message } = (await expectStored(sent, 'subscribeNewsletter')) as { message: string };

    const toast = page.getByRole('alert').filter({ hasText: 'Successfully Subscribed!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(message);
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect(form.getByLabel('Full name (optional)')).toHaveValue('');
    await toast.getByRole('button').click();
    await expect(toast).toBeHidden();

    await form.getByLabel('Email address').fill(email);
    const again = answerOf(page, 'SubscribeNewsletter');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectStored(again, 'subscribeNewsletter');
    await expect(page.getByRole('alert').filter({ hasText: 'Successfully Subscribed!' })).toBeVisible();
    await expect(page.getByText('Subscription Failed')).toHaveCount(0);
    // Twice the same address: one subscriber.
    expect(await storedUnder(request, 'newsletter-subscribers', email)).toEqual([
      expect.objectContaining({ email, full_name: 'Nell Newsletter', marketing_consent: true }),
    ]);
  });

  test("says 'Subscription Failed' when the API is down, and keeps the email", async ({ page }) => {
    await failOperation(page, 'SubscribeNewsletter');
    const form = await newsletterForm(page);
    await form.getByLabel('Email address').fill('down@e2e.example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Subscription Failed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Failed to subscribe');
    await expect(form.getByLabel('Email address')).toHaveValue('down@e2e.example.com');
  });

  test('a bad email is stopped in the browser: nothing is sent', async ({ page }) => {
    const sent = recordOperation(page, 'SubscribeNewsletter');
    const form = await newsletterForm(page);
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });
});
