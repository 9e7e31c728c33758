import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads these browser APIs, which jsdom lacks (Mantine's testing guide).
// Tests of the server's prerender run without a browser at all (no window) and need none of this.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
  // Mantine's Select scrolls its options into view, and pages scroll to sections; jsdom lays out nothing.
  Element.prototype.scrollIntoView = () => {};

  // Mantine's autosize Textarea listens for web fonts loading; jsdom has no FontFaceSet.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
}

afterEach(() => cleanup());
