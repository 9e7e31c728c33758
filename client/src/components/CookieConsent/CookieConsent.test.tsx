import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CookieConsent } from './CookieConsent';
import {
  COOKIE_CONSENT_DATE_KEY,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  readCookieConsent,
} from './cookieConsent';

const NOW = new Date('2026-11-21T10:00:00.000Z');

function stored() {
  return {
    consent: localStorage.getItem(COOKIE_CONSENT_KEY),
    preferences: JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null'),
    date: localStorage.getItem(COOKIE_CONSENT_DATE_KEY),
  };
}

describe('cookie consent', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the banner on a first visit, with the three choices', () => {
    renderWithProviders(<CookieConsent />);
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Necessary Only' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Preferences' })).toBeInTheDocument();
  });

  it('Accept All turns every category on, stores the choice and hides the banner', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(stored()).toEqual({
      consent: 'true',
      preferences: { necessary: true, analytics: true, marketing: true, functional: true },
      date: NOW.toISOString(),
    });
  });

  it('Necessary Only keeps only the necessary cookies', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Necessary Only' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(stored().preferences).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
  });

  it('Manage Preferences saves the toggles chosen; necessary stays on', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Functional' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(stored()).toEqual({
      consent: 'true',
      preferences: { necessary: true, analytics: true, marketing: false, functional: true },
      date: NOW.toISOString(),
    });
  });

  it('stays hidden on later visits and reads the stored choice back', async () => {
    const first = renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Necessary Only' }));
    first.unmount();

    renderWithProviders(<CookieConsent />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(readCookieConsent()).toEqual({
      preferences: { necessary: true, analytics: false, marketing: false, functional: false },
      date: NOW.toISOString(),
    });
  });

  it('asks again when the stored values cannot be read', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    localStorage.setItem(COOKIE_PREFERENCES_KEY, '{not json');
    renderWithProviders(<CookieConsent />);
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
  });
});
