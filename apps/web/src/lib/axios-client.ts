import axios, { isAxiosError, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import {
  API_PREFIX,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  RETRY_LIMIT,
  RETRY_STATUS,
  ZRefreshResponseSchema,
  type TRefreshResponse,
  type TTokenPair,
} from '@inkwell/contract';
import { toast } from 'sonner';
import { getAccessToken, getRefreshToken, setAuthTokens } from './cookies';
import { useSession, syncSessionFromCookies } from './session';
import { showApiError } from './show-api-error';

/** Spec §7: the methods the client retries (axios-retry alone would skip POST and PATCH). */
export const RETRY_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Spec §7/§9: retry on status 500 only, for every method the API uses. */
export function shouldRetryRequest(error: AxiosError): boolean {
  const method = error.config?.method?.toLowerCase();
  const retryableMethod = method === undefined || (RETRY_METHODS as readonly string[]).includes(method);
  return retryableMethod && error.response?.status === RETRY_STATUS;
}

export const REFRESH_PATH = 'users/token/refresh/';

/**
 * Calls that work without a session: a visitor without tokens is not signed out by them and
 * no refresh is attempted first (spec §4 "Before every request").
 */
export const PUBLIC_PATHS: readonly string[] = [
  'static/',
  'payments/plans/',
  'payments/payment_methods',
  'users/reviews',
  'support/contact/',
  'support/application/',
  'users/register/',
  'users/login/',
  REFRESH_PATH,
  'users/confirm-email/',
  'users/password-reset/',
  'users/access-restore/',
];

export function isPublicPath(url: string | undefined): boolean {
  const path = (url ?? '').replace(/^\/?(api\/v1\/)?/, '');
  return PUBLIC_PATHS.some((prefix) => path.startsWith(prefix));
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a refresh, so a second 401 does not refresh again. */
    _authRetried?: boolean;
    /** Whether the request left with an access token (only those refresh on a 401). */
    _sentWithAccess?: boolean;
  }
}

export const apiClient = axios.create({
  baseURL: API_PREFIX,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

axiosRetry(apiClient, {
  retries: RETRY_LIMIT,
  retryCondition: shouldRetryRequest,
  retryDelay: (retryCount, error) => axiosRetry.exponentialDelay(retryCount, error, 100),
});

/** Spec §4: "the user is logged out" — cookies, admin flag and cached data go. */
function logoutSession(): void {
  useSession.getState().logout();
}

/** The refresh answer (spec §7) read through the contract's ZRefreshResponseSchema. */
function readRefreshAnswer(data: unknown): TRefreshResponse | undefined {
  const parsed = ZRefreshResponseSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

function hasTokenPair(data: unknown): data is TTokenPair {
  const answer = readRefreshAnswer(data);
  return answer !== undefined && 'access_token' in answer;
}

/** A refusal's `{ message }`; '' when the key is there without a usable text, undefined when absent. */
function refreshMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || !('message' in data)) return undefined;
  const answer = readRefreshAnswer(data);
  return answer && 'message' in answer ? answer.message : '';
}

let refreshInFlight: Promise<string | null> | null = null;

async function runRefresh(refreshToken: string): Promise<string | null> {
  try {
    // A bare axios call: the refresh must not pass through these interceptors or the retry rule.
    const response = await axios.post<unknown>(`${API_PREFIX}${REFRESH_PATH}`, undefined, {
      headers: { Authorization: `Bearer ${refreshToken}`, Accept: 'application/json' },
      timeout: REQUEST_TIMEOUT_MS,
    });
    if (hasTokenPair(response.data)) {
      setAuthTokens(response.data);
      syncSessionFromCookies();
      return response.data.access_token;
    }
    const message = refreshMessage(response.data);
    toast.error(message || MESSAGES.refreshTokenError);
  } catch (error) {
    const message = isAxiosError(error) ? refreshMessage(error.response?.data) : undefined;
    if (message !== undefined) toast.error(message || MESSAGES.refreshTokenError);
    else showApiError(error);
  }
  logoutSession();
  return null;
}

/**
 * Spec §4: one refresh for any number of callers; resolves with the new access token, or null
 * after the user was logged out (the error already shown).
 */
export function refreshAccessToken(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    logoutSession();
    return Promise.resolve(null);
  }
  refreshInFlight ??= runRefresh(refreshToken).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function notSignedIn(config: InternalAxiosRequestConfig): never {
  throw new axios.CanceledError('You are not signed in', config);
}

apiClient.interceptors.request.use(async (config) => {
  const isPublic = isPublicPath(config.url);
  let access = getAccessToken();
  if (!access && !isPublic) {
    if (getRefreshToken()) {
      access = (await refreshAccessToken()) ?? undefined;
      if (!access) notSignedIn(config);
    } else {
      logoutSession();
      notSignedIn(config);
    }
  }
  if (access) {
    config.headers.set('Authorization', `Bearer ${access}`);
    config._sentWithAccess = true;
  }
  return config;
});

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config;
  // A 401 from a public call (a wrong password on login) is an answer, not an expired session.
  if (!config._sentWithAccess || config._authRetried || isPublicPath(config.url)) throw error;
  const access = await refreshAccessToken();
  if (!access) throw error;
  config._authRetried = true;
  config.headers.set('Authorization', `Bearer ${access}`);
  return apiClient.request(config);
});
