/** The cookie categories of the consent banner; necessary cookies cannot be refused. */
export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export interface CookieConsent {
  preferences: CookiePreferences;
  /** When the choice was made, ISO 8601. */
  date: string;
}

/** The three browser-storage keys the spec names: consent flag, preferences, consent date. */
export const COOKIE_CONSENT_KEY = 'cookie_consent';
export const COOKIE_PREFERENCES_KEY = 'cookie_preferences';
export const COOKIE_CONSENT_DATE_KEY = 'cookie_consent_date';

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};
export const ALL_COOKIES: CookiePreferences = { necessary: true, analytics: true, marketing: true, functional: true };

/**
 * The stored choice, or null when the visitor has not chosen, the stored values are unreadable, or
 * there is no browser storage (the server prerendering a page shows the banner).
 */
export function readCookieConsent(storage?: Storage): CookieConsent | null {
  try {
    storage ??= localStorage;
    if (storage.getItem(COOKIE_CONSENT_KEY) !== 'true') return null;
    const stored: unknown = JSON.parse(storage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const flag = (key: string) => (stored as Record<string, unknown>)[key] === true;
    return {
      preferences: {
        necessary: true,
        analytics: flag('analytics'),
        marketing: flag('marketing'),
        functional: flag('functional'),
      },
      date: storage.getItem(COOKIE_CONSENT_DATE_KEY) ?? '',
    };
  } catch {
    // Storage blocked by the browser, or a value another script wrote: ask again.
    return null;
  }
}

/** Keeps the choice for later visits; returns it as stored. A browser that refuses storage asks again next visit. */
export function saveCookieConsent(
  preferences: Omit<CookiePreferences, 'necessary'>,
  now: Date = new Date(),
  storage: Storage = localStorage,
): CookieConsent {
  const consent: CookieConsent = {
    preferences: {
      necessary: true,
      analytics: preferences.analytics,
      marketing: preferences.marketing,
      functional: preferences.functional,
    },
    date: now.toISOString(),
  };
  try {
    storage.setItem(COOKIE_CONSENT_KEY, 'true');
    storage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(consent.preferences));
    storage.setItem(COOKIE_CONSENT_DATE_KEY, consent.date);
  } catch {
    // Private browsing with storage disabled: the choice holds for this visit only.
  }
  chosenThisVisit = consent;
  for (const listener of [...listeners]) listener();
  return consent;
}

/**
 * For parts of a page that wait for consent (the map), so they follow the choice the moment it is
 * made. Kept here too, since a browser that refuses storage still holds the choice for the visit.
 */
let chosenThisVisit: CookieConsent | null = null;
let snapshot: { key: string; consent: CookieConsent | null } | undefined;
const listeners = new Set<() => void>();

export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current choice; the same object while it is unchanged, as useSyncExternalStore needs. */
export function currentCookieConsent(): CookieConsent | null {
  const consent = readCookieConsent() ?? chosenThisVisit;
  const key = JSON.stringify(consent);
  if (snapshot?.key !== key) snapshot = { key, consent };
  return snapshot.consent;
}
