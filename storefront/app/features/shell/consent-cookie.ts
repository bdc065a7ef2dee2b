import { readCookie } from '../../lib/http/cookie';

/** The cookie notice's answer, kept a year so a returning shopper is not asked again. */
const CONSENT_COOKIE = 'esim_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readConsentCookie(): boolean {
  return readCookie(document.cookie, CONSENT_COOKIE) === 'granted';
}

export function writeConsentCookie(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=granted; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
