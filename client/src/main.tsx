import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './app/historyGuard';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { SSRData } from 'urql';
import { App } from './app/App';
import { preloadRoute } from './app/AppRoutes';
import { createUrqlClient } from './app/urqlClient';

/** The answers the server's prerender of this page was drawn from, when it prerendered it. */
function prerenderedData(): SSRData | undefined {
  const text = document.getElementById('prerendered-data')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SSRData;
  } catch {
    return undefined;
  }
}

const root = document.getElementById('root')!;
const client = createUrqlClient(prerenderedData());

/**
 * Resolves once the browser has drawn a frame (or after 100 ms in a tab that draws none): the
 * prerendered page, with pictures that have arrived meanwhile, shows before the app's first
 * render keeps the browser busy for a while on a slow phone.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

// The page's own code first, so the app's first render draws the page over the prerendered one
// in one step, without the loader in between. A failed download shows the loader and retries.
void Promise.all([preloadRoute(window.location.pathname).catch(() => undefined), afterNextPaint()]).then(() => {
  delete root.dataset.prerendered;
  createRoot(root).render(
    <StrictMode>
      <App client={client} router={BrowserRouter} />
    </StrictMode>,
  );
});
