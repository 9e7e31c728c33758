import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthContext';
import { ScrollToTop } from './ScrollToTop';
import { SiteContentProvider, SiteThemeProvider } from './siteContent';
import { createUrqlClient } from './urqlClient';

/**
 * A data router around the route table, because only a data router can hold a visitor on a form
 * with unsaved changes (useBlocker); the routes themselves stay in AppRoutes.
 */
function createRouter() {
  return createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <ScrollToTop />
          <AppRoutes />
        </>
      ),
    },
  ]);
}

export function App() {
  const [client] = useState(createUrqlClient);
  const [router] = useState(createRouter);
  return (
    <UrqlProvider value={client}>
      <SiteContentProvider>
        <SiteThemeProvider>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </SiteThemeProvider>
      </SiteContentProvider>
    </UrqlProvider>
  );
}
