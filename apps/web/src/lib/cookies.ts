import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE_DAYS, COOKIE_CONSENT_DAYS, REFRESH_TOKEN_COOKIE_DAYS } from '@inkwell/contract';
import { storageKey } from './storage-keys';

/**
 * Cookies are SameSite Strict on path /, and Secure. Secure is set whenever the page is served
 * over https: on plain-http localhost a browser drops Secure cookies, which would make signing
 * in impossible on a local install, so http keeps the cookie without the flag.
 */
function cookieAttributes(expires: number): Cookies.CookieAttributes {
  return {
    expires,
    path: '/',
    sameSite: 'strict',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  };
}

export type TCookieConsent = 'true' | 'false';

export function getCookieConsent(): TCookieConsent | undefined {
  const value = Cookies.get(storageKey('cookieAccepted'));
  return value === 'true' || value === 'false' ? value : undefined;
}

export function setCookieConsent(accepted: boolean): void {
  Cookies.set(storageKey('cookieAccepted'), String(accepted), cookieAttributes(COOKIE_CONSENT_DAYS));
}

export function getAccessToken(): string | undefined {
  return Cookies.get(storageKey('accessToken'));
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(storageKey('refreshToken'));
}

export function setAuthTokens(tokens: { access_token: string; refresh_token: string }): void {
  Cookies.set(storageKey('accessToken'), tokens.access_token, cookieAttributes(ACCESS_TOKEN_COOKIE_DAYS));
  Cookies.set(storageKey('refreshToken'), tokens.refresh_token, cookieAttributes(REFRESH_TOKEN_COOKIE_DAYS));
}

export function clearAuthTokens(): void {
  Cookies.remove(storageKey('accessToken'), { path: '/' });
  Cookies.remove(storageKey('refreshToken'), { path: '/' });
}
