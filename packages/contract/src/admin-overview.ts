import { z } from 'zod';
import { CONSUMABLE_CAPABILITIES, type TConsumableCapability } from './billing.js';
import { endpoint } from './endpoint.js';
import { ORDER_STATUSES, PAYMENT_GATEWAY_CODES, type TOrderStatus } from './orders.js';
import { SUPPORT_REQUEST_STATUSES, type TSupportRequestStatus } from './support.js';

// ── Admins: the business at a glance (admin/overview/) ──

/** The periods the overview covers, in days, today included. */
export const OVERVIEW_PERIODS = [7, 30, 90] as const;
export type TOverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export const ZOverviewQuerySchema = z.object({
  days: z.coerce
    .number('Pick 7, 30 or 90 days.')
    .refine(
      (value): value is TOverviewPeriod => (OVERVIEW_PERIODS as readonly number[]).includes(value),
      'Pick 7, 30 or 90 days.',
    )
    .default(30),
});
export type TOverviewQuery = z.input<typeof ZOverviewQuerySchema>;

const count = z.number().int().nonnegative();

/** What the AI provider is asked for: streamed text (chats, code, templates), images, speech, transcripts. */
export const PROVIDER_CALL_KINDS = ['text', 'image', 'speech', 'transcription'] as const;
export type TProviderCallKind = (typeof PROVIDER_CALL_KINDS)[number];
export const PROVIDER_CALL_KIND_LABELS: Record<TProviderCallKind, string> = {
  text: 'Text (chats, code, templates)',
  image: 'Images',
  speech: 'Text to speech',
  transcription: 'Speech to text',
};

/** How a provider call ended: answered, or the kind of failure. */
export const PROVIDER_CALL_OUTCOMES = ['ok', 'auth', 'rate_limit', 'refused', 'server', 'network'] as const;
export type TProviderCallOutcome = (typeof PROVIDER_CALL_OUTCOMES)[number];
export type TProviderCallError = Exclude<TProviderCallOutcome, 'ok'>;
export const PROVIDER_ERROR_LABELS: Record<TProviderCallError, string> = {
  auth: 'Key or access refused',
  rate_limit: 'Rate limited',
  refused: 'Request refused',
  server: 'Provider error',
  network: 'Unreachable or timed out',
};

/** Upper bounds (ms) of the latency buckets; a last bucket holds what is slower. */
export const PROVIDER_LATENCY_BOUNDS_MS = [250, 500, 1000, 2000, 5000, 10_000, 30_000, 60_000] as const;

/** Latency of answered calls (to the first piece of a streamed answer); null without any. */
const ZLatencySchema = z.object({
  latency_avg_ms: z.number().nullable(),
  /** The bucket bound 95 % of answered calls stay within; null when slower than the last bound. */
  latency_p95_ms: z.number().nullable(),
});

export const ZOverviewSchema = z.object({
  days: z.number().int(),
  /** The zone the days are counted in (the date settings'; UTC when each viewer's own). */
  time_zone: z.string(),
  /** YYYY-MM-DD, oldest first, one per day of the period. */
  dates: z.array(z.string()),
  /** Paid money per day and currency (refunded orders are not revenue). */
  revenue_per_day: z.array(z.object({ date: z.string(), currency: z.string(), amount: z.number() })),
  revenue_per_gateway: z.array(
    z.object({
      gateway: z.enum(PAYMENT_GATEWAY_CODES),
      currency: z.string(),
      amount: z.number(),
      orders: count,
    }),
  ),
  /** Orders made in the period, by their status now. */
  orders_by_status: z.object(
    Object.fromEntries(ORDER_STATUSES.map((s) => [s, count])) as Record<TOrderStatus, typeof count>,
  ),
  new_users_per_day: z.array(z.object({ date: z.string(), count })),
  /** Accounts that used a tool in the period. */
  active_users: count,
  total_users: count,
  /** Generations per tool in the period (spending entries: a chat answer, an image, a speech…). */
  generations: z.object(
    Object.fromEntries(CONSUMABLE_CAPABILITIES.map((c) => [c, count])) as Record<
      TConsumableCapability,
      typeof count
    >,
  ),
  /** Support requests by status now, and how many were opened in the period. */
  support: z.object({
    ...(Object.fromEntries(SUPPORT_REQUEST_STATUSES.map((s) => [s, count])) as Record<
      TSupportRequestStatus,
      typeof count
    >),
    opened: count,
  }),
  /** The AI provider's calls in the period: how many, how many failed and how, how fast. */
  provider: ZLatencySchema.extend({
    calls: count,
    errors: z.object(
      Object.fromEntries(PROVIDER_CALL_OUTCOMES.slice(1).map((o) => [o, count])) as Record<
        TProviderCallError,
        typeof count
      >,
    ),
    per_day: z.array(
      z.object({ date: z.string(), calls: count, failed: count, latency_avg_ms: z.number().nullable() }),
    ),
    by_kind: z.array(
      ZLatencySchema.extend({ kind: z.enum(PROVIDER_CALL_KINDS), calls: count, failed: count }),
    ),
  }),
});
export type TOverview = z.infer<typeof ZOverviewSchema>;

/** The business at a glance over 7, 30 or 90 days. */
export const adminOverviewEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'admin/overview/',
    query: ZOverviewQuerySchema,
    status: 200,
    answer: ZOverviewSchema,
    errors: [400, 401, 403],
  }),
};
