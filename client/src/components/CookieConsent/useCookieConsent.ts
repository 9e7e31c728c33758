import { useSyncExternalStore } from 'react';
import { currentCookieConsent, subscribeCookieConsent, type CookieConsent } from './cookieConsent';

const NO_CHOICE_YET = () => null;

/**
 * The visitor's cookie choice (null until they make one), updated the moment they choose. The
 * server's prerender knows no choice.
 */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeCookieConsent, currentCookieConsent, NO_CHOICE_YET);
}
