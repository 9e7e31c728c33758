import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { buildTheme, cssVariablesResolver } from '../theme';
import { useSiteContent } from './SiteContentProvider';

// The toast container (and its transitions) downloads with the first toast, not with every page.
const Notifications = lazy(() => import('@mantine/notifications/container').then((m) => ({ default: m.Notifications })));

function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={3} position="bottom-right" />
    </Suspense>
  );
}

/** Mantine with the site content's colours; a new colour restyles the whole site at once. */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const { colours } = useSiteContent();
  const { primary, accent, background, text, navigationBackground } = colours;
  const theme = useMemo(
    () => buildTheme({ primary, accent, background, text, navigationBackground }),
    [primary, accent, background, text, navigationBackground],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      {children}
    </MantineProvider>
  );
}
