import axios, { type AxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import { API_PREFIX, REQUEST_TIMEOUT_MS, RETRY_LIMIT, RETRY_STATUS } from '@inkwell/contract';

/** Spec §7: the methods the client retries (axios-retry alone would skip POST and PATCH). */
export const RETRY_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Spec §7/§9: retry on status 500 only, for every method the API uses. */
export function shouldRetryRequest(error: AxiosError): boolean {
  const method = error.config?.method?.toLowerCase();
  const retryableMethod = method === undefined || (RETRY_METHODS as readonly string[]).includes(method);
  return retryableMethod && error.response?.status === RETRY_STATUS;
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
