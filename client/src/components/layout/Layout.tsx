import { Suspense } from 'react';
import { Box, Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { CookieConsent } from '../CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import { TopBar } from './TopBar';
import classes from './Layout.module.css';

/** Shown while a page's code downloads: pages are loaded on first visit (see AppRoutes). */
function PageLoader() {
  return (
    <Center py={120}>
      <Loader color="accent" aria-label="Loading page" />
    </Center>
  );
}

export function Layout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <Header />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <CookieConsent />
    </Box>
  );
}
