import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider as UrqlProvider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../app/auth/AuthContext';
import { SITE_DEFAULTS } from '../../app/siteDefaults';
import { buildTheme } from '../../app/theme';
import { mockClient } from '../../test/render';
import { Header } from './Header';

function renderHeader(navigationBackground: string) {
  render(
    <MantineProvider theme={buildTheme({ ...SITE_DEFAULTS.colours, navigationBackground })} env="test">
      <UrqlProvider value={mockClient() as unknown as Client}>
        <AuthProvider>
          <MemoryRouter>
            <Header />
          </MemoryRouter>
        </AuthProvider>
      </UrqlProvider>
    </MantineProvider>,
  );
  return screen.getByRole('banner');
}

describe('Header', () => {
  it('keeps light text on the default dark navigation colour', () => {
    expect(renderHeader('#2A2A2A')).not.toHaveAttribute('data-tone');
  });

  it('turns its text dark when staff choose a light navigation colour', () => {
    const header = renderHeader('#ffffff');
    expect(header).toHaveAttribute('data-tone', 'light');
    expect(header).toHaveStyle({ backgroundColor: 'rgb(255, 255, 255)' });
  });
});
