import { describe, expect, it } from 'vitest';
import { isLazyPage } from './lazyPage';
import { lazyPagesAt, preloadRoute, routeKind, routes } from './AppRoutes';

/** Every page element of the route table, nested routes included. */
function pageTypes(list = routes): unknown[] {
  return list.flatMap((r) => [(r.element as { type?: unknown } | undefined)?.type, ...pageTypes(r.children ?? [])]);
}

describe('the route table', () => {
  it('names a real file and export for every page that loads on first visit', async () => {
    const lazy = pageTypes().filter(isLazyPage);
    expect(lazy.length).toBeGreaterThan(20);
    for (const page of lazy) {
      await expect(page.preload(), page.file).resolves.toBeUndefined();
    }
  });

  it('tells back-office screens, public pages and unknown addresses apart', () => {
    expect(routeKind('/admin')).toBe('staff');
    expect(routeKind('/admin/parts')).toBe('staff');
    expect(routeKind('/content-editor')).toBe('staff');
    expect(routeKind('/')).toBe('public');
    expect(routeKind('/trucks/12')).toBe('public');
    expect(routeKind('/trucks/tractor-units')).toBe('public');
    expect(routeKind('/blog/3')).toBe('public');
    expect(routeKind('/no-such-page')).toBe('not-found');
  });

  it("finds the code of the page at an address, which preloading fetches", async () => {
    expect(lazyPagesAt('/about').map((p) => p.file)).toEqual(['src/pages/about/AboutPage.tsx']);
    expect(lazyPagesAt('/trucks/rigids').map((p) => p.file)).toEqual(['src/pages/trucks/categories/CategoryTrucksPage.tsx']);
    // The home and not-found pages come with the app.
    expect(lazyPagesAt('/')).toEqual([]);
    expect(lazyPagesAt('/no-such-page')).toEqual([]);
    await expect(preloadRoute('/contact')).resolves.toBeUndefined();
  });
});
