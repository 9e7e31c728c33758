import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';

/**
 * The GraphQL playground shown at GET /graphql. Everything is bundled by Vite, so it works
 * without a CDN. A token saved by the site's sign-in is sent along, so staff can try mutations.
 */
const token = localStorage.getItem('auth_token');
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  headers: token ? { Authorization: `Bearer ${token}` } : undefined,
});

const defaultQuery = `# Trucks for sale, newest first. Press the run button (or Ctrl-Enter).
query LatestTrucks {
  trucks(limit: 5) {
    total
    items { id title make model year price mileage bodytype availableForHire hireStatus }
  }
}
`;

createRoot(document.getElementById('playground')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
