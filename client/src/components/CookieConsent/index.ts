export { CookieConsent } from './CookieConsent';
export { useCookieConsent } from './useCookieConsent';
export {
  COOKIE_CONSENT_DATE_KEY,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  readCookieConsent,
  type CookieConsent as StoredCookieConsent,
  type CookiePreferences,
} from './cookieConsent';
