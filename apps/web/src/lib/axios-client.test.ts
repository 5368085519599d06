import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { apiClient, shouldRetryRequest } from './axios-client';

function errorWith(status: number | undefined, method = 'get'): AxiosError {
  const config = { method, headers: new AxiosHeaders() };
  const response = status
    ? ({ status, data: {}, statusText: '', headers: {}, config } as AxiosResponse)
    : undefined;
  return new AxiosError('failed', 'ERR', config, {}, response);
}

describe('shouldRetryRequest', () => {
  it.each(['get', 'post', 'put', 'patch', 'delete'])('retries a 500 for %s', (method) => {
    expect(shouldRetryRequest(errorWith(500, method))).toBe(true);
  });

  it.each([400, 401, 404, 409, 429, 501, 502, 503, 504])('never retries a %i', (status) => {
    expect(shouldRetryRequest(errorWith(status))).toBe(false);
  });

  it('never retries a network error without a response', () => {
    expect(shouldRetryRequest(errorWith(undefined))).toBe(false);
  });
});

/** Counts the requests the real client makes against MSW for one status. */
async function attemptsFor(
  method: 'get' | 'post' | 'patch' | 'put' | 'delete',
  status: number,
): Promise<number> {
  let attempts = 0;
  server.use(
    http.all(api('static/retry-probe'), () => {
      attempts += 1;
      return HttpResponse.json({ detail: 'failure' }, { status });
    }),
  );
  // Same retry rule and count; only the back-off is skipped to keep the test fast.
  const request = apiClient.request({
    url: 'static/retry-probe',
    method,
    'axios-retry': { retryDelay: () => 0 },
  });
  await expect(request).rejects.toMatchObject({
    response: { status },
  });
  return attempts;
}

describe('apiClient', () => {
  it('uses the v1 prefix and a one-hour timeout', () => {
    expect(apiClient.defaults.baseURL).toBe('/api/v1/');
    expect(apiClient.defaults.timeout).toBe(3_600_000);
  });

  it.each(['get', 'post', 'put', 'patch', 'delete'] as const)(
    'attempts a %s that keeps failing with 500 four times in total (1 + 3 retries)',
    async (method) => {
      expect(await attemptsFor(method, 500)).toBe(4);
    },
  );

  it.each([502, 503, 400, 404])('attempts a %i exactly once', async (status) => {
    expect(await attemptsFor('get', status)).toBe(1);
    expect(await attemptsFor('post', status)).toBe(1);
  });

  it('succeeds when a retry succeeds', async () => {
    let attempts = 0;
    server.use(
      http.get(api('static/flaky'), () => {
        attempts += 1;
        return attempts < 3 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ ok: true });
      }),
    );
    const { data } = await apiClient.get('static/flaky');
    expect(data).toEqual({ ok: true });
    expect(attempts).toBe(3);
  });
});
