import { API_PREFIX, MESSAGES, REQUEST_TIMEOUT_MS, RETRY_LIMIT, RETRY_STATUS } from '@inkwell/contract';
import { getAccessToken, getRefreshToken, setAuthTokens } from './cookies';
import {
  HttpClientError,
  httpStatus,
  isHttpClientError,
  readAttachmentName,
  type THttpResponse,
} from './http-status';
import { useSession, syncSessionFromCookies } from './session';
import { showApiError } from './show-api-error';
import { toast } from './toast';

/**
 * The API client on the browser's `fetch` (decision 022): the v1 prefix, a one-hour timeout,
 * up to 3 retries on status 500 for every method, and the session rules (a token on every call
 * that needs one, one refresh for any number of callers, a second 401 returned). Answers come
 * back as `{ status, data }`; a failure throws an `HttpClientError`.
 */

export type TMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type TParamValue = string | number | boolean | null | undefined;

export interface TRequestOptions {
  /** The query string; `undefined` and `null` values are left out, arrays repeat the key. */
  params?: Record<string, TParamValue | readonly TParamValue[]>;
  headers?: Record<string, string>;
  /** The wait before retry n (1-based); exponential from 200 ms by default. */
  retryDelayMs?: (retry: number) => number;
}

export interface TRequest extends TRequestOptions {
  method: TMethod;
  /** A path under the v1 prefix: `users/profile/`. */
  url: string;
  /** A plain object or array is sent as JSON; a File, Blob or FormData as it is. */
  data?: unknown;
}

/** Retry on status 500 only, for every method the API uses. */
export function shouldRetryRequest(error: unknown): boolean {
  return httpStatus(error) === RETRY_STATUS;
}

export const REFRESH_PATH = 'users/token/refresh/';

/**
 * Calls that work without a session: a visitor without tokens is not signed out by them and
 * no refresh is attempted first.
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

/** The absolute URL of an API path under the v1 prefix, with its query string. */
export function apiUrl({ url, params }: Pick<TRequest, 'url' | 'params'>): string {
  const target = new URL(`${API_PREFIX}${url}`, window.location.origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) target.searchParams.append(key, String(item));
    }
  }
  return target.href;
}

function isRawBody(data: unknown): data is BodyInit {
  return typeof data === 'string' || data instanceof Blob || data instanceof FormData;
}

/** An answer's body: JSON parsed, other text as it came, '' when empty. */
export function readData(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One attempt: the answer, or an HttpClientError with the answer (non-2xx) or without (no answer). */
async function send(request: TRequest, access: string | undefined): Promise<THttpResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (access) headers.Authorization = `Bearer ${access}`;
  let body: BodyInit | undefined;
  if (request.data !== undefined) {
    body = isRawBody(request.data) ? request.data : JSON.stringify(request.data);
    if (!isRawBody(request.data)) headers['Content-Type'] ??= 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(request), {
      method: request.method.toUpperCase(),
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new HttpClientError(timedOut ? 'The request timed out' : 'Network Error');
  }
  const answer: THttpResponse = { status: response.status, data: readData(await response.text()) };
  const fileName = readAttachmentName(response.headers.get('content-disposition'));
  if (fileName) answer.fileName = fileName;
  if (!response.ok) throw new HttpClientError(`Request failed with status code ${answer.status}`, answer);
  return answer;
}

const defaultRetryDelay = (retry: number) => 100 * 2 ** retry * (1 + Math.random() * 0.2);

async function sendWithRetries(request: TRequest, access: string | undefined): Promise<THttpResponse> {
  const delay = request.retryDelayMs ?? defaultRetryDelay;
  for (let retry = 1; ; retry += 1) {
    try {
      return await send(request, access);
    } catch (error) {
      if (retry > RETRY_LIMIT || !shouldRetryRequest(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay(retry)));
    }
  }
}

/** The user is signed out: cookies, the admin flag and cached data go. */
function logoutSession(): void {
  useSession.getState().logout();
}

async function readRefreshAnswer(data: unknown) {
  return (await import('./refresh-answer')).readRefreshAnswer(data);
}

/** A refusal's `{ message }`; '' when the key is there without a usable text, undefined when absent. */
async function refreshMessage(data: unknown): Promise<string | undefined> {
  if (!data || typeof data !== 'object' || !('message' in data)) return undefined;
  const answer = await readRefreshAnswer(data);
  return answer && 'message' in answer ? answer.message : '';
}

let refreshInFlight: Promise<string | null> | null = null;

async function runRefresh(refreshToken: string): Promise<string | null> {
  try {
    // Straight to the server: the refresh must not pass through the session rules or the retries.
    const { data } = await send({ method: 'post', url: REFRESH_PATH }, refreshToken);
    const answer = await readRefreshAnswer(data);
    if (answer && 'access_token' in answer) {
      setAuthTokens(answer);
      syncSessionFromCookies();
      return answer.access_token;
    }
    await toast.error((await refreshMessage(data)) || MESSAGES.refreshTokenError);
  } catch (error) {
    const message = isHttpClientError(error) ? await refreshMessage(error.response?.data) : undefined;
    if (message !== undefined) await toast.error(message || MESSAGES.refreshTokenError);
    else await showApiError(error);
  }
  logoutSession();
  return null;
}

/**
 * One refresh for any number of callers; resolves with the new access token, or null after
 * the user was logged out (the error already shown).
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

/** The access token for a request, after a refresh when only the refresh token is left. */
async function accessFor(url: string): Promise<string | undefined> {
  const access = getAccessToken();
  if (access || isPublicPath(url)) return access;
  if (getRefreshToken()) {
    const renewed = await refreshAccessToken();
    if (renewed) return renewed;
  } else logoutSession();
  throw new HttpClientError('You are not signed in');
}

/**
 * The session rules around one call to `url`: `attempt` gets the access token, and after a
 * 401 it is tried once more with a refreshed one. The event streams use it too.
 */
export async function withSession<T>(
  url: string,
  attempt: (access: string | undefined) => Promise<T>,
): Promise<T> {
  const access = await accessFor(url);
  try {
    return await attempt(access);
  } catch (error) {
    // A 401 from a public call (a wrong password on login) is an answer, not an expired session.
    if (httpStatus(error) !== 401 || !access || isPublicPath(url)) throw error;
    const renewed = await refreshAccessToken();
    if (!renewed) throw error;
    return attempt(renewed);
  }
}

/** One call to the API with every session and retry rule. */
export async function request<T = unknown>(call: TRequest): Promise<THttpResponse<T>> {
  return (await withSession(call.url, (access) => sendWithRetries(call, access))) as THttpResponse<T>;
}

type TReadCall = <T = unknown>(
  url: string,
  options?: TRequestOptions & { data?: unknown },
) => Promise<THttpResponse<T>>;
type TWriteCall = <T = unknown>(
  url: string,
  data?: unknown,
  options?: TRequestOptions,
) => Promise<THttpResponse<T>>;

const read =
  (method: TMethod): TReadCall =>
  (url, options) =>
    request({ ...options, method, url });
const write =
  (method: TMethod): TWriteCall =>
  (url, data, options) =>
    request({ ...options, method, url, data });

export const apiClient = {
  request,
  get: read('get'),
  delete: read('delete'),
  post: write('post'),
  put: write('put'),
  patch: write('patch'),
};
