// @vitest-environment node
import { getOperationAST } from 'graphql';
import { describe, expect, it } from 'vitest';
import { prerender, type Execute } from './entry-server';

/** The server's side of a prerender: saved content, and a failure for everything else. */
const execute: Execute = async ({ query }) => {
  if (getOperationAST(query)?.name?.value === 'SiteContent') {
    return { data: { siteContent: [{ __typename: 'SiteSection', section: 'contact', content: { office_phone: '0116 999 0000' } }] } };
  }
  return { data: null, errors: [{ message: 'The database is unavailable' }] as never };
};

describe('prerendering a page', () => {
  it("draws a public page with the saved content, its data and its code's file", async () => {
    const page = await prerender('/about', execute);
    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    expect(page!.html).toContain('About Leicester Commercial Trucks');
    expect(page!.html).toContain('0116 999 0000');
    expect(page!.pages).toEqual(['src/pages/about/AboutPage.tsx']);
    expect(page!.title).toBe('About Us | Leicester Commercial Trucks');
    // The answers go along, for the browser's first render.
    expect(JSON.stringify(page!.data)).toContain('0116 999 0000');
  });

  it("draws a page's failure state when its query fails", async () => {
    const page = await prerender('/trucks', execute);
    expect(page!.html).toContain('All Trucks for Sale');
    expect(page!.html).toContain('The database is unavailable');
  });

  it('answers 404 with the not-found page, and leaves back-office screens to the browser', async () => {
    const missing = await prerender('/no-such-page', execute);
    expect(missing!.status).toBe(404);
    expect(missing!.html).toContain('404');
    expect(await prerender('/admin', execute)).toBeNull();
    expect(await prerender('/users?x=1', execute)).toBeNull();
  });

  it('draws the cookie banner, which a returning visitor’s browser hides until the app takes over', async () => {
    const page = await prerender('/', execute);
    expect(page!.html).toContain('data-cookie-banner');
    expect(page!.html).toContain('We value your privacy');
  });
});
