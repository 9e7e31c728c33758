import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { BrowserRouter } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './auth/AuthContext';
import { ScrollToTop } from './ScrollToTop';
import { cssVariablesResolver, theme } from './theme';
import { createUrqlClient } from './urqlClient';

export function App() {
  const [client] = useState(createUrqlClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications limit={1} position="bottom-right" />
      <UrqlProvider value={client}>
        <AuthProvider>
          <BrowserRouter>
            <ScrollToTop />
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </UrqlProvider>
    </MantineProvider>
  );
}
