import { ZHealthResponseSchema } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWithBalance } from '../../helpers/balance.js';
import { buildTestApp, useTestApp } from '../../helpers/build-app.js';
import { readEvents } from '../../helpers/event-stream-client.js';
import { call, startChatFixture, type TChatFixture } from '../../routes/api/v1/ai/chat-fixture.js';

const TOKEN = 'metrics-token-for-the-tests-0123';

interface TSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, one sample a line (comments skipped). */
function parseSamples(text: string): TSample[] {
  const samples: TSample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1]!, pair[2]!]),
    );
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name and (at least) these labels; undefined if none. */
function valueOf(samples: TSample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp();

  it('is a 404, as any unknown path, and not the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect(ctx.app.metrics).toBeNull();
  });
});

describe('GET /metrics while the database does not answer', () => {
  it("still answers: the database's gauges are unknown (NaN or no series), the rest is there", async () => {
    const broken = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      await broken.app.db.destroy();
      const response = await broken.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      const samples = parseSamples(response.body);
      expect(valueOf(samples, 'inkwell_answers_in_flight')).toBe(0);
      expect(valueOf(samples, 'inkwell_balance_reservations_held')).toBeNaN();
      expect(valueOf(samples, 'inkwell_mail_backlog', { state: 'waiting' })).toBeUndefined();
    } finally {
      await broken.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture({ METRICS_TOKEN: TOKEN, AI_CODE_MODEL: 'fake-code-1' })));
  afterAll(() => f?.close());

  const origin = () => f.base.replace(/\/api\/v1\/ai$/, '');
  const scrape = async () => {
    const response = await fetch(`${origin()}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseSamples(await response.text());
  };
  const readiness = async () =>
    ZHealthResponseSchema.parse(await (await fetch(`${origin()}/api/health/ready`)).json());

  it('refuses a scraper without the bearer token or with a wrong one: 401 with a detail', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
      const response = await fetch(`${origin()}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect([authorization, response.status]).toEqual([authorization, 401]);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const user = await signedInWithBalance(f.app);
    for (const id of [101, 102, 103]) await call(f, user, 'GET', `/chats/${id}/`);
    await fetch(`${origin()}/api/v1/no-such-route-${Date.now()}`);
    const samples = await scrape();

    const chatsRoute = { method: 'GET', route: '/api/v1/ai/chats/:id/', status: '4xx' };
    expect(valueOf(samples, 'inkwell_http_request_duration_seconds_count', chatsRoute)).toBe(3);
    expect(
      valueOf(samples, 'inkwell_http_request_duration_seconds_count', { route: 'unmatched', status: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    const routes = samples.map((sample) => sample.labels.route).filter(Boolean);
    expect(routes.filter((route) => /\d{3}|no-such-route/.test(route!))).toEqual([]);
  });

  it("exposes Node's own metrics (event-loop delay, memory) and the state gauges", async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'inkwell_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'inkwell_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'inkwell_mail_backlog', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'inkwell_transcription_jobs', { status: 'queued' })).toBe(0);
    expect(valueOf(samples, 'inkwell_speech_queue_jobs', { state: 'waiting' })).toBe(0);
    expect(valueOf(samples, 'inkwell_cpu_work_jobs', { state: 'running' })).toBe(0);
  });

  it('shows a running answer in flight and its held reservation, gone once it ends', async () => {
    const user = await signedInWithBalance(f.app);
    const held = f.fake.holdNext();
    f.fake.reply({ chunks: ['```ts\n', 'const one = 1;', '\n```'] });
    const running = call(f, user, 'POST', '/code/', { mode: 'write', language: 'typescript', prompt: 'One' });
    await held.arrived;
    const during = await scrape();
    expect(valueOf(during, 'inkwell_answers_in_flight')).toBe(1);
    expect(valueOf(during, 'inkwell_balance_reservations_held')).toBe(1);
    held.release();
    expect((await readEvents(await running)).at(-1)?.event).toBe('done');
    await expect.poll(async () => valueOf(await scrape(), 'inkwell_answers_in_flight')).toBe(0);
    await expect.poll(async () => valueOf(await scrape(), 'inkwell_balance_reservations_held')).toBe(0);
  });

  it('counts a provider error by call and kind; readiness says the provider fails, then ok again', async () => {
    const user = await signedInWithBalance(f.app);
    const run = async () =>
      readEvents(
        await call(f, user, 'POST', '/code/', { mode: 'write', language: 'typescript', prompt: 'Add' }),
      );
    const errors = { call: 'text', error: 'auth' };
    const before = valueOf(await scrape(), 'inkwell_ai_provider_errors_total', errors) ?? 0;

    f.fake.fail(401);
    await run();
    expect(valueOf(await scrape(), 'inkwell_ai_provider_errors_total', errors)).toBe(before + 1);
    const failing = await readiness();
    expect(failing).toMatchObject({
      status: 'degraded',
      checks: { ai_provider: { outcome: 'failing', kind: 'auth' } },
    });
    expect(Date.parse(failing.checks.ai_provider.at!)).not.toBeNaN();

    f.fake.reply({ chunks: ['```ts\n', 'const add = 1;', '\n```'] });
    await run();
    expect(await readiness()).toMatchObject({ status: 'ok', checks: { ai_provider: { outcome: 'ok' } } });
    const answered = { call: 'text', outcome: 'ok' };
    expect(
      valueOf(await scrape(), 'inkwell_ai_provider_request_duration_seconds_count', answered),
    ).toBeGreaterThanOrEqual(1);
  });
});
