import type { ComponentType, ReactNode } from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthContext';
import { ScrollToTop } from './ScrollToTop';
import { SiteContentProvider, SiteThemeProvider } from './siteContent';

/**
 * The whole site. The browser gives it the history router; the server's prerender gives it a
 * router fixed on the address asked for (see entry-server.tsx).
 */
export function App({ client, router: Router }: { client: Client; router: ComponentType<{ children: ReactNode }> }) {
  return (
    <UrqlProvider value={client}>
      <SiteContentProvider>
        <SiteThemeProvider>
          <AuthProvider>
            <Router>
              <ScrollToTop />
              <AppRoutes />
            </Router>
          </AuthProvider>
        </SiteThemeProvider>
      </SiteContentProvider>
    </UrqlProvider>
  );
}
