import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { apiClient, shouldRetryRequest, type TMethod } from './api-client';
import { HttpClientError } from './http-status';

const failedWith = (status: number) => new HttpClientError('failed', { status, data: {} });

describe('shouldRetryRequest', () => {
  it('retries a 500', () => {
    expect(shouldRetryRequest(failedWith(500))).toBe(true);
  });

  it.each([400, 401, 404, 409, 429, 501, 502, 503, 504])('never retries a %i', (status) => {
    expect(shouldRetryRequest(failedWith(status))).toBe(false);
  });

  it('never retries a network error without a response', () => {
    expect(shouldRetryRequest(new HttpClientError('Network Error'))).toBe(false);
  });
});

/** Counts the requests the real client makes against MSW for one status. */
async function attemptsFor(method: TMethod, status: number): Promise<number> {
  let attempts = 0;
  server.use(
    http.all(api('static/retry-probe'), () => {
      attempts += 1;
      return HttpResponse.json({ detail: 'failure' }, { status });
    }),
  );
  // Same retry rule and count; only the back-off is skipped to keep the test fast.
  const call = apiClient.request({ url: 'static/retry-probe', method, retryDelayMs: () => 0 });
  await expect(call).rejects.toMatchObject({ response: { status, data: { detail: 'failure' } } });
  return attempts;
}

describe('apiClient', () => {
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
    const { data } = await apiClient.request({ method: 'get', url: 'static/flaky', retryDelayMs: () => 0 });
    expect(data).toEqual({ ok: true });
    expect(attempts).toBe(3);
  });

  it('calls the v1 prefix with the query string, a JSON body and JSON accepted', async () => {
    let seen: { url: URL; type: string | null; accept: string | null; body: unknown } | undefined;
    server.use(
      http.patch(api('static/echo/'), async ({ request }) => {
        seen = {
          url: new URL(request.url),
          type: request.headers.get('Content-Type'),
          accept: request.headers.get('Accept'),
          body: await request.json(),
        };
        return HttpResponse.json({ saved: true }, { status: 201 });
      }),
    );
    const answer = await apiClient.patch(
      'static/echo/',
      { name: 'Ada' },
      { params: { page: 2, search: 'a b', status: undefined, tag: ['x', 'y'] } },
    );
    expect(answer).toEqual({ status: 201, data: { saved: true } });
    expect(seen?.url.pathname).toBe('/api/v1/static/echo/');
    expect(seen?.url.search).toBe('?page=2&search=a+b&tag=x&tag=y');
    expect(seen?.type).toBe('application/json');
    expect(seen?.accept).toBe('application/json');
    expect(seen?.body).toEqual({ name: 'Ada' });
  });

  it('sends a file as it is, with the type the caller gives', async () => {
    let received: { type: string | null; text: string } | undefined;
    server.use(
      http.post(api('static/upload/'), async ({ request }) => {
        received = { type: request.headers.get('Content-Type'), text: await request.text() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const file = new File(['png-bytes'], 'a.png', { type: 'image/png' });
    const answer = await apiClient.post('static/upload/', file, { headers: { 'Content-Type': file.type } });
    expect(answer).toEqual({ status: 204, data: '' });
    expect(received).toEqual({ type: 'image/png', text: 'png-bytes' });
  });

  it('keeps a non-JSON error body as text and fails a network error without a response', async () => {
    server.use(
      http.get(api('static/text'), () => new HttpResponse('Bad gateway', { status: 502 })),
      http.get(api('static/down'), () => HttpResponse.error()),
    );
    await expect(apiClient.get('static/text')).rejects.toMatchObject({
      response: { status: 502, data: 'Bad gateway' },
    });
    const failure = await apiClient.get('static/down').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpClientError);
    expect((failure as HttpClientError).response).toBeUndefined();
  });
});
