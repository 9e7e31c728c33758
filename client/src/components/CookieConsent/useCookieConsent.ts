import { useSyncExternalStore } from 'react';
import { currentCookieConsent, subscribeCookieConsent, type CookieConsent } from './cookieConsent';

/** The visitor's cookie choice (null until they make one), updated the moment they choose. */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeCookieConsent, currentCookieConsent);
}
