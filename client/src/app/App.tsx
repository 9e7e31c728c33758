import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthContext';
import { ScrollToTop } from './ScrollToTop';
import { SiteContentProvider, SiteThemeProvider } from './siteContent';
import { createUrqlClient } from './urqlClient';

export function App() {
  const [client] = useState(createUrqlClient);
  return (
    <UrqlProvider value={client}>
      <SiteContentProvider>
        <SiteThemeProvider>
          <AuthProvider>
            <BrowserRouter>
              <ScrollToTop />
              <AppRoutes />
            </BrowserRouter>
          </AuthProvider>
        </SiteThemeProvider>
      </SiteContentProvider>
    </UrqlProvider>
  );
}
