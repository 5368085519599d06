/** The product's business constants: durations, counts and storage keys. Keep them exact. */

export const DEFAULT_PRODUCT_NAME = 'Inkwell';

export const API_PREFIX = '/api/v1/';

export const REQUEST_TIMEOUT_MS = 3_600_000;
export const RETRY_LIMIT = 3;
export const RETRY_STATUS = 500;

export const ACCESS_TOKEN_COOKIE_DAYS = 1;
export const REFRESH_TOKEN_COOKIE_DAYS = 30;
export const COOKIE_CONSENT_DAYS = 365;
export const SIDEBAR_COOKIE_DAYS = 7;
export const LOGOUT_REDIRECT_DELAY_MS = 100;
export const AUTH_REDIRECT_DELAY_MS = 1000;
export const MOBILE_BREAKPOINT_PX = 768;

export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

export const QUERY_RETRY = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export const SKELETON_COUNTS = { gateways: 3, plans: 4, reviews: 6 } as const;

/** Storage keys; each is suffixed with the product prefix (see storageKey). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  cookieAccepted: 'cookie_accepted',
  isAdmin: 'is_admin',
} as const;

export const TRIAL_PLAN_NAME = 'TRIAL PLAN';
