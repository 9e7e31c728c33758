import { expect, test, type Page } from './app';
import {
  adminToken,
  createTruck,
  delayOperation,
  failOperation,
  operationName,
  siteContact,
  totalOf,
  withoutPrerenderedAnswers,
} from './api';

// Every public route renders its key content and its states. One test per group of routes; counts are
// compared with the API at test time, since other specs add trucks to the same database.

const stamp = Date.now().toString(36).toUpperCase();
const NOTHING = 'zz-no-such-thing-zz';

/** Answers one GraphQL operation with `data`, as the server would for an empty result. */
async function answerOperation(page: Page, name: string, data: unknown) {
  await withoutPrerenderedAnswers(page);
  await page.route('**/graphql*', (route) =>
    operationName(route.request()) === name ? route.fulfill({ json: { data } }) : route.fallback(),
  );
}

/** Picks an option of a Mantine select. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const hireBase = {
  make: 'Scania',
  model: 'R 450',
  bodytype: 'Tractor Unit',
  description: 'A hire truck made by the public pages tests.',
  year: 2020,
  mileage: 250000,
  price: 39995,
  emissions: 'Euro-6',
  available_for_hire: true,
};

test.describe('public pages', () => {
  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request);
    // One truck in each hire status, all found by the stamp; the hired one has no price and no rates.
    await createTruck(request, token, {
      ...hireBase,
      title: `E2E Ready Hire ${stamp}`,
      uniquestockid: `PP-A-${stamp}`,
      hire_status: 'available',
      hire_daily_rate: 125,
      hire_weekly_rate: 650,
      hire_monthly_rate: 2400,
    });
    await createTruck(request, token, {
      ...hireBase,
      title: `E2E Hired Out ${stamp}`,
      uniquestockid: `PP-H-${stamp}`,
      price: null,
      hire_status: 'hired',
      hire_daily_rate: null,
      hire_weekly_rate: null,
      hire_monthly_rate: null,
    });
    await createTruck(request, token, {
      ...hireBase,
      title: `E2E In Workshop ${stamp}`,
      uniquestockid: `PP-M-${stamp}`,
      hire_status: 'maintenance',
      hire_daily_rate: 99,
      hire_weekly_rate: null,
      hire_monthly_rate: null,
    });
  });

  test('home: hero, live search count, stock tiles, latest trucks, hire vehicles and the closing sections', async ({
    page,
    request,
  }) => {
    const [total, forHire, featured, scania, scaniaForHire] = await Promise.all([
      totalOf(request, '/api/trucks?limit=1'),
      totalOf(request, '/api/trucks?limit=1&available_for_hire=true'),
      totalOf(request, '/api/trucks?limit=1&featured=true'),
      totalOf(request, '/api/trucks?limit=1&make=Scania'),
      totalOf(request, '/api/trucks?limit=1&make=Scania&available_for_hire=true'),
    ]);
    const contact = await siteContact(request);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: `24/7 Emergency: ${contact.mobile_phone}` })).toBeVisible();

    // The search panel counts the specialised make's trucks at once, and again on every change.
    const search = page.getByRole('search', { name: 'Find Your Next Truck' });
    await expect(search.getByText(`${scania} vehicles match your criteria`)).toBeVisible();
    await expect(search.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
    // The home search uses the browser's own selects (light on the home page, native on phones).
    await search.getByRole('combobox', { name: 'Availability' }).selectOption({ label: 'For Hire' });
    await expect(search.getByText(`${scaniaForHire} vehicles match your criteria`)).toBeVisible();
    await search.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search.getByText(`${scania} vehicles match your criteria`)).toBeVisible();
    await expect(search.getByRole('combobox', { name: 'Availability' })).toHaveValue('');

    const stats = page.getByRole('region', { name: 'Our stock in numbers' });
    await expect(stats).toContainText(`${total}Trucks in Stock`);
    await expect(stats).toContainText(`${forHire}Available for Hire`);
    await expect(stats).toContainText(`${featured}Featured Trucks`);
    await expect(stats).toContainText('30+Countries Exported To');

    const categories = page.getByRole('region', { name: 'Browse by Category' });
    for (const [name, path] of [
      ['Tractor Units', '/trucks/tractor-units'],
      ['Rigid Vehicles', '/trucks/rigids'],
      ['Chassis Cabs', '/trucks/chassis-cabs'],
      ['Curtainsides', '/trucks/curtainsides'],
    ]) {
      await expect(categories.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path);
    }

    const latest = page.getByRole('region', { name: 'Latest Trucks for Sale' });
    await expect(latest.getByRole('article')).toHaveCount(8);
    await expect(latest.getByRole('link', { name: 'View Details' }).first()).toHaveAttribute('href', /^\/trucks\/\d+$/);
    await expect(latest.getByText(/^(£[\d,]+|POA)$/).first()).toBeVisible();

    const hire = page.getByRole('region', { name: 'Vehicles for Hire' });
    await expect(hire.getByRole('article')).toHaveCount(Math.min(6, forHire));
    await expect(hire.getByRole('link', { name: 'View all hire vehicles' })).toHaveAttribute(
      'href',
      '/vehicles-for-hire',
    );

    await expect(page.getByRole('heading', { name: 'What Our Customers Say' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stay Up to Date' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${contact.office_phone}` })).toHaveAttribute(
      'href',
      `tel:${contact.office_phone.replace(/\s/g, '')}`,
    );
    await expect(page.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/contact');

    // Search goes to /trucks with the specialised make and the choices.
    await search.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Tipper Trucks' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/trucks\?make=Scania&bodytype=Tippers$/);
    await expect(page.getByRole('heading', { name: /^Showing \d+ trucks?$/ })).toBeVisible();
  });

  test('home: the hire section when the fleet fails to load, and when it is empty', async ({ page }) => {
    await failOperation(page, 'HomeHireTrucks');
    await page.goto('/');
    await expect(page.getByText('Unable to load hire vehicles')).toBeVisible();

    await page.unrouteAll();
    await answerOperation(page, 'HomeHireTrucks', { trucks: { total: 0, items: [] } });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No Hire Vehicles Currently Available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make an Enquiry' })).toHaveAttribute('href', '/contact');
  });

  test('all trucks: the count, the loading placeholders, the empty state and a load error', async ({
    page,
    request,
  }) => {
    const total = await totalOf(request, '/api/trucks?limit=1');
    await delayOperation(page, 'TruckList', 1500);
    await page.goto('/trucks');
    await expect(page.getByRole('heading', { level: 1, name: 'All Trucks for Sale' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Loading trucks...' })).toBeVisible();
    await expect(page.getByTestId('truck-card-skeleton')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: `Showing ${total} trucks` })).toBeVisible();
    await expect(page.getByTestId('truck-card-skeleton')).toHaveCount(0);
    await page.unrouteAll();

    // The list view adds power, weight, axle and cab type.
    await page.locator('label', { has: page.getByText('List view') }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('article').first().getByText('Cab type')).toBeVisible();

    await page.getByRole('textbox', { name: 'Search trucks' }).fill(NOTHING);
    await expect(page.getByRole('heading', { name: 'No trucks found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Showing 0 trucks' })).toBeVisible();

    await failOperation(page, 'TruckList');
    await page.goto('/trucks?search=fail-please');
    await expect(page.getByRole('alert')).toHaveText('Failed to load trucks');
    await expect(page.getByRole('heading', { name: 'No trucks found' })).toHaveCount(0);
  });

  test('categories: four cards whose N Available counts match the API, with their links', async ({ page, request }) => {
    await page.goto('/trucks/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse by Category' })).toBeVisible();
    const cards = [
      ['Tractor Units', 'tractor', '/trucks/tractor-units'],
      ['Rigid Vehicles', 'rigid', '/trucks/rigids'],
      ['Chassis Cabs', 'chassis', '/trucks/chassis-cabs'],
      ['Curtainsides', 'curtain', '/trucks/curtainsides'],
    ] as const;
    await expect(page.getByRole('article')).toHaveCount(4);
    for (const [name, needle, path] of cards) {
      const count = await totalOf(request, `/api/trucks?limit=1&bodytype=${needle}`);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card.getByText(`${count} Available`, { exact: true })).toBeVisible();
      await expect(card.getByText('Key features')).toBeVisible();
      await expect(card.getByRole('link', { name: `View ${name}` })).toHaveAttribute('href', path);
    }
    await expect(page.getByRole('link', { name: 'Browse All Trucks' })).toHaveAttribute('href', '/trucks');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
  });

  test('category pages list their body type and say so when a search matches nothing', async ({ page, request }) => {
    const pages = [
      {
        path: '/trucks/tractor-units',
        name: 'Tractor Units',
        needle: 'tractor',
        empty: 'No tractor units found',
        link: 'Browse All Trucks',
        filters: true,
      },
      {
        path: '/trucks/rigids',
        name: 'Rigid Vehicles',
        needle: 'rigid',
        empty: 'No rigid vehicles found',
        link: 'Contact us',
        filters: true,
      },
      {
        path: '/trucks/chassis-cabs',
        name: 'Chassis Cabs',
        needle: 'chassis',
        empty: 'No chassis cabs available',
        link: 'Contact us',
        filters: false,
      },
      {
        path: '/trucks/curtainsides',
        name: 'Curtainsides',
        needle: 'curtain',
        empty: 'No curtainsides found',
        link: 'Contact us',
        filters: true,
      },
    ];
    for (const category of pages) {
      const count = await totalOf(request, `/api/trucks?limit=1&bodytype=${category.needle}`);
      await page.goto(category.path);
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Showing ${count} trucks` })).toBeVisible();
      // Each card's body type (the value after its hidden 'Body type:' label) is of the category.
      const bodyTypes = await page
        .getByRole('article')
        .getByText('Body type:', { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .allTextContents();
      expect(bodyTypes.length).toBeGreaterThan(0);
      for (const bodyType of bodyTypes) expect(bodyType.toLowerCase()).toContain(category.needle);
      // Chassis cabs have search only, in a grid.
      await expect(page.getByRole('button', { name: /Filters/ })).toHaveCount(category.filters ? 1 : 0);
      await expect(page.getByRole('radio', { name: 'List view' })).toHaveCount(category.filters ? 1 : 0);

      await page.getByRole('textbox', { name: `Search ${category.name.toLowerCase()}` }).fill(NOTHING);
      await expect(page.getByRole('heading', { name: category.empty })).toBeVisible();
      const link = page.getByRole('main').getByRole('link', { name: category.link, exact: true });
      await expect(link).toHaveAttribute('href', category.link === 'Contact us' ? '/contact' : '/trucks');
    }
  });

  test('truck detail: price or Price on Application, specifications, and the hire panel by status', async ({
    page,
    request,
  }) => {
    const contact = await siteContact(request);
    const find = async (id: string) =>
      ((await (await request.get(`/api/trucks?search=${id}`)).json()) as { id: number }[])[0].id;

    // Hired, no price, no rates: Price on Application, POA rates, and no booking.
    await page.goto(`/trucks/${await find(`PP-H-${stamp}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: `E2E Hired Out ${stamp}` })).toBeVisible();
    await expect(page.getByText('Price on Application')).toBeVisible();
    await expect(page.getByText(`PP-H-${stamp}`)).toBeVisible();
    const specs = page.getByRole('table');
    await expect(specs.getByRole('row', { name: 'Make Scania' })).toBeVisible();
    await expect(specs.getByRole('row', { name: 'Mileage 250,000 km' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available for Hire' })).toBeVisible();
    await expect(page.getByText('Currently Hired')).toBeVisible();
    await expect(page.getByText('POA', { exact: true })).toHaveCount(3);
    await expect(page.getByText('This vehicle is currently not available for hire.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call to Book Hire' })).toHaveCount(0);
    await expect(page.getByText('All rates are subject to VAT and availability')).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${contact.office_phone}` })).toBeVisible();

    // Available: price, rates per period + VAT, and the booking links with a prefilled email.
    await page.goto(`/trucks/${await find(`PP-A-${stamp}`)}`);
    await expect(page.getByText('£39,995')).toBeVisible();
    await expect(page.getByText('£125')).toBeVisible();
    await expect(page.getByText('per day + VAT')).toBeVisible();
    await expect(page.getByText('per month + VAT')).toBeVisible();
    await expect(page.getByText('Hire Fleet').last()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call to Book Hire' })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: 'Email Hire Enquiry' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${contact.email}\\?subject=.*PP-A-${stamp}`),
    );
  });

  test('hire list at both addresses: status labels, rates or on request, booking only when available, empty state', async ({
    page,
    request,
  }) => {
    const forHire = await totalOf(request, '/api/trucks?limit=1&available_for_hire=true');
    for (const path of ['/hire', '/vehicles-for-hire']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Vehicles for Hire' })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Showing ${forHire} trucks` })).toBeVisible();
    }

    await page.getByRole('textbox', { name: 'Search hire vehicles' }).fill(stamp);
    await expect(page.getByRole('heading', { name: 'Showing 3 trucks' })).toBeVisible();
    const card = (title: string) => page.getByRole('article').filter({ hasText: `${title} ${stamp}` });

    const ready = card('E2E Ready Hire');
    await expect(ready.getByText('Hire Fleet', { exact: true })).toBeVisible();
    await expect(ready.getByText('Ready', { exact: true })).toBeVisible();
    await expect(ready.getByText('£125 per day + VAT')).toBeVisible();
    await expect(ready.getByText('£650 per week + VAT')).toBeVisible();
    await expect(ready.getByRole('link', { name: 'Call to Book' })).toHaveAttribute('href', /^tel:/);

    const hired = card('E2E Hired Out');
    await expect(hired.getByText('Currently Hired', { exact: true })).toBeVisible();
    await expect(hired.getByText('Hired', { exact: true })).toBeVisible();
    await expect(hired.getByText('Rates available on request')).toBeVisible();
    await expect(hired.getByRole('button', { name: 'Call to Book' })).toBeDisabled();

    const workshop = card('E2E In Workshop');
    await expect(workshop.getByText('Under Maintenance', { exact: true })).toBeVisible();
    await expect(workshop.getByText('Maintenance', { exact: true })).toBeVisible();
    await expect(workshop.getByText('£99 per day + VAT')).toBeVisible();
    await expect(workshop.getByRole('button', { name: 'Call to Book' })).toBeDisabled();
    await expect(workshop.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', /^\/trucks\/\d+$/);

    await page.getByRole('textbox', { name: 'Search hire vehicles' }).fill(NOTHING);
    await expect(page.getByRole('heading', { name: 'No vehicles currently available for hire' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  });

  test('repairs: nine services, the fixed ECU fee, the slider, the booking form and opening hours', async ({
    page,
  }) => {
    await page.goto('/repairs');
    await expect(page.getByRole('heading', { level: 1, name: 'Expert Truck Repairs & Servicing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Service' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Emergency Contact' })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('slider', { name: 'Before and After comparison' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const services = [
      'Engine Diagnostics & Repair',
      'ECU Remapping & Tuning',
      'Parts Sales & Supply',
      'Transmission Services',
      'Brake System Maintenance',
      'Electrical System Repair',
      'MOT Testing & Preparation',
      'Preventive Maintenance',
      'Custom Service',
    ];
    await expect(page.getByRole('button', { name: /^Enquire about / })).toHaveCount(services.length);
    for (const service of services) {
      await expect(page.getByRole('heading', { name: service, exact: true })).toBeVisible();
    }
    await expect(page.getByText('£450 per vehicle', { exact: true })).toBeVisible();
    await expect(page.getByText('Quote on request').first()).toBeVisible();
    await expect(page.getByText('Competitive pricing').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '24/7 Emergency Breakdown Support' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Monday - Friday 8:00am - 5:30pm' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Sunday Closed' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Book a Service' })).toBeVisible();
  });

  test('parts catalogue at both addresses: the count, filters, the empty result and the fallback parts', async ({
    page,
    request,
  }) => {
    const total = await totalOf(request, '/api/parts?limit=1');
    const engines = await totalOf(request, '/api/parts?limit=1&category=Engine');
    const plural = (n: number) => `${n} ${n === 1 ? 'part' : 'parts'} found`;
    for (const path of ['/parts', '/parts-catalogue']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Truck Parts Catalogue' })).toBeVisible();
      await expect(page.getByText(plural(total))).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Enquire Now about / })).toHaveCount(Math.min(total, 200));
    await expect(page.getByText(/^Part No:/).first()).toBeVisible();
    await expect(page.getByText(/^Coverage:/).first()).toBeVisible();

    await choose(page, 'Category', 'Engine');
    await expect(page.getByText(plural(engines))).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(NOTHING);
    await expect(page.getByRole('heading', { name: 'No parts found' })).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search criteria or contact us for specific requirements.'),
    ).toBeVisible();
    await expect(page.getByText('0 parts found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByText(plural(total))).toBeVisible();

    await expect(page.getByRole('heading', { name: "Can't Find the Part You Need?" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parts Services' })).toBeVisible();

    // The catalogue cannot be loaded: the sample parts stand in, and say so.
    await failOperation(page, 'PartsCatalogue');
    await page.goto('/parts-catalogue');
    await expect(page.getByRole('alert')).toContainText('Failed to load parts data');
    await expect(page.getByRole('alert')).toContainText('Showing fallback data instead.');
    await expect(page.getByText('13 parts found')).toBeVisible();
  });

  test('parts supply, about and contact pages show their key content', async ({ page, request }) => {
    const contact = await siteContact(request);

    await page.goto('/parts-supply');
    await expect(page.getByRole('heading', { level: 1, name: 'Quality Truck Parts, Delivered Fast' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Parts Catalogue/ })
        .first(),
    ).toHaveAttribute('href', '/parts-catalogue');
    await expect(page.getByRole('button', { name: 'Request Custom Quote' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parts Categories' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Contact Us about / }).first()).toBeVisible();
    await expect(page.getByText('Browse Used Parts')).toBeVisible();
    await expect(page.getByText('Check Availability')).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: `About ${contact.company_name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Built on Trust, Run by a Family' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Expertise' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Leadership' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "We're Hiring!" })).toBeVisible();
    await expect(page.getByText(/trained HGV technician/)).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('main').getByText(contact.address).first()).toBeVisible();
    for (const label of ['Office', 'Sales Manager', 'General Manager']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${label}: `) })).toHaveAttribute('href', /^tel:/);
    }
    await expect(page.getByRole('main').getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expect(page.getByRole('heading', { name: 'Opening Hours' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Send us a Message' })).toBeVisible();
    // The stored choice allows necessary cookies only, so Google's map waits for the visitor.
    await expect(page.locator('iframe[title="Find Us"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe[title="Find Us"]')).toHaveAttribute('src', /google\.com\/maps.*Leicester/);
  });

  test('blog: News & Updates with the post and tag counts, tag filtering and an unknown tag', async ({
    page,
    request,
  }) => {
    const all = await totalOf(request, '/api/blog?published_only=true&limit=1');
    const tags = (await (await request.get('/api/blog/tags/list')).json()) as { tag: string; count: number }[];
    const [top] = tags;

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Updates' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Categories' });
    await expect(sidebar.getByRole('link', { name: `All Posts (${all})` })).toHaveAttribute('aria-current', 'page');
    for (const { tag, count } of tags) {
      await expect(sidebar.getByRole('link', { name: `${tag} (${count})`, exact: true })).toBeVisible();
    }
    const cards = page.getByRole('main').getByRole('link', { name: /^Read More: / });
    await expect(cards).toHaveCount(Math.min(all, 20));
    // Dates in en-GB long form, e.g. 3 November 2026.
    await expect(page.getByRole('main').locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

    await sidebar.getByRole('link', { name: `${top.tag} (${top.count})` }).click();
    await expect(page).toHaveURL(`/blog?tag=${encodeURIComponent(top.tag)}`);
    await expect(page.getByText(`Posts tagged “${top.tag}”`)).toBeVisible();
    await expect(cards).toHaveCount(top.count);
    await expect(sidebar.getByRole('link', { name: `${top.tag} (${top.count})` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Every post shown carries the tag.
    await expect(page.getByRole('main').getByRole('link', { name: `Show posts tagged ${top.tag}` })).toHaveCount(
      top.count,
    );

    await page.goto('/blog?tag=NoSuchTag');
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await expect(page.getByText('No posts found for "NoSuchTag"')).toBeVisible();
    await page.getByRole('link', { name: 'View all posts' }).click();
    await expect(cards).toHaveCount(Math.min(all, 20));
  });

  test('blog post: content, tags, related posts and share; a missing post says so', async ({
    page,
    context,
    request,
  }) => {
    const [post] = (await (await request.get('/api/blog?published_only=true&limit=1')).json()) as {
      id: number;
      title: string;
      tags: string[];
    }[];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: post.tags[0], exact: true })).toHaveAttribute(
      'href',
      `/blog?tag=${encodeURIComponent(post.tags[0])}`,
    );
    await expect(page.getByText(/\d+ views?$/).first()).toBeVisible();
    const related = page.getByRole('region', { name: 'Related Posts' });
    await expect(related.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(related.getByRole('link', { name: post.title })).toHaveCount(0);

    // No share sheet in desktop Chromium: the link is copied and the visitor told so.
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Share' }).first().click();
    await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.goto('/blog/999999');
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
    await page.getByRole('link', { name: '← Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News & Updates' })).toBeVisible();

    await failOperation(page, 'BlogPostDetail');
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { name: 'Failed to load blog post' })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toBeVisible();
  });

  test('legal pages, sign-in, registration and an unknown address', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByText(/^Last updated: /)).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();

    await page.goto('/no-such-page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
