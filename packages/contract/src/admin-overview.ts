import { z } from 'zod';
import { CONSUMABLE_CAPABILITIES, type TConsumableCapability } from './billing.js';
import { ORDER_STATUSES, PAYMENT_GATEWAY_CODES, type TOrderStatus } from './orders.js';
import { SUPPORT_REQUEST_STATUSES, type TSupportRequestStatus } from './support.js';

// ── Admins: the business at a glance (admin/overview/, issue 17) ──

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
});
export type TOverview = z.infer<typeof ZOverviewSchema>;
