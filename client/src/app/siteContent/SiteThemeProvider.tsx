import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo, type ReactNode } from 'react';
import { buildTheme, cssVariablesResolver } from '../theme';
import { useSiteContent } from './SiteContentProvider';

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
      <Notifications limit={1} position="bottom-right" />
      {children}
    </MantineProvider>
  );
}
