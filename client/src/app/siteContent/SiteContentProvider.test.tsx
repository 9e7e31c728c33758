import { useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../test/render';
import { themeColours } from '../theme';
import { SiteContentProvider, useSiteContent } from './SiteContentProvider';
import { SiteThemeProvider } from './SiteThemeProvider';

function Probe() {
  const { contact } = useSiteContent();
  const theme = useMantineTheme();
  return (
    <p>
      {contact.office_phone} | {themeColours(theme).navigationBackground} | {theme.colors.accent[6]}
    </p>
  );
}

function renderWith(client: ReturnType<typeof mockClient>) {
  render(
    <UrqlProvider value={client as unknown as Client}>
      <SiteContentProvider>
        <SiteThemeProvider>
          <Probe />
        </SiteThemeProvider>
      </SiteContentProvider>
    </UrqlProvider>,
  );
}

describe('SiteContentProvider', () => {
  it('renders with the defaults at once, before the content arrives', () => {
    renderWith(mockClient());
    expect(screen.getByText('0116 123 4567 | #2A2A2A | #ea6c0a')).toBeInTheDocument();
  });

  it('applies the loaded content and colours to every page', async () => {
    renderWith(
      mockClient({
        SiteContent: {
          data: {
            siteContent: [
              { section: 'contact', content: { office_phone: '0116 999 0000' } },
              { section: 'colours', content: { accent: '#16a34a', navigationBackground: '#0f172a' } },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText('0116 999 0000 | #0f172a | #16a34a')).toBeInTheDocument();
  });

  it('keeps the defaults when the content cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWith(mockClient({ SiteContent: { errors: [{ message: 'Failed to load site content' }] } }));
    expect(await screen.findByText('0116 123 4567 | #2A2A2A | #ea6c0a')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
