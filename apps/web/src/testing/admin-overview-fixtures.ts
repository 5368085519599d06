import type { TMailDelivery, TOverview } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import { server } from './server';

const WEEK = [
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
  '2026-03-09',
  '2026-03-10',
];

const perDay = (calls: number[], failed: number[], latency: (number | null)[]) =>
  WEEK.map((date, index) => ({
    date,
    calls: calls[index] ?? 0,
    failed: failed[index] ?? 0,
    latency_avg_ms: latency[index] ?? null,
  }));

/**
 * A week of business: revenue in two currencies, orders, sign-ups, generations, support and
 * the AI provider's calls (1,400, 16 failed; transcripts of long recordings past 60 s).
 */
export const overviewFixture: TOverview = {
  days: 7,
  time_zone: 'UTC',
  dates: WEEK,
  revenue_per_day: [
    { date: '2026-03-05', currency: 'USD', amount: 20 },
    { date: '2026-03-09', currency: 'USD', amount: 59.5 },
    { date: '2026-03-09', currency: 'EUR', amount: 15 },
  ],
  revenue_per_gateway: [
    { gateway: 'stripe', currency: 'USD', amount: 59.5, orders: 2 },
    { gateway: 'manual', currency: 'USD', amount: 20, orders: 1 },
    { gateway: 'sandbox', currency: 'EUR', amount: 15, orders: 1 },
  ],
  orders_by_status: { pending: 2, paid: 4, failed: 1, canceled: 0, refunded: 1 },
  new_users_per_day: [
    { date: '2026-03-06', count: 3 },
    { date: '2026-03-10', count: 2 },
  ],
  active_users: 9,
  total_users: 42,
  generations: {
    chatbots_tokens: 120,
    code_generation_tokens: 8,
    template_generation_tokens: 5,
    ai_image_tokens: 14,
    text_to_speech_tokens: 2,
    speech_to_text_tokens: 1,
    support_request_sent: 0,
  },
  support: { open: 3, answered: 5, closed: 11, opened: 4 },
  provider: {
    calls: 1400,
    errors: { auth: 0, rate_limit: 9, refused: 2, server: 4, network: 1 },
    latency_avg_ms: 1667,
    latency_p95_ms: 10_000,
    per_day: perDay(
      [180, 210, 195, 240, 160, 230, 185],
      [2, 0, 9, 1, 0, 3, 1],
      [1580, 1720, 1810, 1590, 1490, 1750, 1690],
    ),
    by_kind: [
      { kind: 'text', calls: 1210, failed: 12, latency_avg_ms: 820, latency_p95_ms: 2000 },
      { kind: 'image', calls: 140, failed: 3, latency_avg_ms: 8600, latency_p95_ms: 30_000 },
      { kind: 'speech', calls: 34, failed: 1, latency_avg_ms: 1450, latency_p95_ms: 2000 },
      { kind: 'transcription', calls: 16, failed: 0, latency_avg_ms: 6200, latency_p95_ms: null },
    ],
  },
};

/** A period in which nothing happened. */
export const emptyOverviewFixture: TOverview = {
  ...overviewFixture,
  revenue_per_day: [],
  revenue_per_gateway: [],
  orders_by_status: { pending: 0, paid: 0, failed: 0, canceled: 0, refunded: 0 },
  new_users_per_day: [],
  active_users: 0,
  generations: Object.fromEntries(
    Object.keys(overviewFixture.generations).map((key) => [key, 0]),
  ) as TOverview['generations'],
  support: { open: 0, answered: 0, closed: 0, opened: 0 },
  provider: {
    calls: 0,
    errors: { auth: 0, rate_limit: 0, refused: 0, server: 0, network: 0 },
    latency_avg_ms: null,
    latency_p95_ms: null,
    per_day: perDay([], [], []),
    by_kind: overviewFixture.provider.by_kind.map(({ kind }) => ({
      kind,
      calls: 0,
      failed: 0,
      latency_avg_ms: null,
      latency_p95_ms: null,
    })),
  },
};

/** Answers admin/overview/ with `answer` and records each request's `?days=`. */
/** Nothing waiting: every mail was delivered. */
export const deliveredMailFixture: TMailDelivery = {
  smtp_configured: true,
  waiting: 0,
  failing: 0,
  oldest_at: null,
  given_up: 0,
  unsent: [],
};

/** SMTP refusing since the morning: two mails waiting, one of them tried four times. */
export const waitingMailFixture: TMailDelivery = {
  smtp_configured: true,
  waiting: 2,
  failing: 2,
  oldest_at: '2026-03-10T08:15:00.000Z',
  given_up: 1,
  unsent: [
    {
      id: 41,
      to: 'ada@example.com',
      subject: 'Inkwell: Confirm your email address',
      created_at: '2026-03-10T08:15:00.000Z',
      attempts: 4,
      error: '451 Service not available, try again later',
      next_attempt_at: '2026-03-10T08:23:00.000Z',
    },
    {
      id: 42,
      to: 'grace@example.com',
      subject: 'Inkwell: Reset your password',
      created_at: '2026-03-10T08:20:00.000Z',
      attempts: 1,
      error: 'connect ECONNREFUSED 127.0.0.1:587',
      next_attempt_at: '2026-03-10T08:20:30.000Z',
    },
  ],
};

/** Answers admin/mail/ with `answer`; the ids of the mails retried are collected. */
export function mockMailDeliveryApi(answer: TMailDelivery = deliveredMailFixture) {
  const retried: number[] = [];
  server.use(
    http.get(api('admin/mail/'), () => HttpResponse.json(answer)),
    http.post(api('admin/mail/:id/retry/'), ({ params }) => {
      retried.push(Number(params.id));
      return HttpResponse.json({ detail: 'The mail will be sent again in a moment.' }, { status: 202 });
    }),
  );
  return retried;
}

export function mockOverviewApi(answer: TOverview = overviewFixture) {
  const days: (string | null)[] = [];
  mockMailDeliveryApi();
  server.use(
    http.get(api('admin/overview/'), ({ request }) => {
      const asked = new URL(request.url).searchParams.get('days');
      days.push(asked);
      return HttpResponse.json({ ...answer, days: Number(asked ?? 30) });
    }),
  );
  return days;
}
