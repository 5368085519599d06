import { z } from 'zod';
import { CAPABILITIES, ZLedgerEntrySchema, type TCapability } from './billing.js';
import { endpoint } from './endpoint.js';
import { ORDER_STATUSES, PAYMENT_GATEWAY_CODES, ZOrderIdParamsSchema, ZOrderSchema } from './orders.js';
import { ZPageQuerySchema, ZPaginatedSchema } from './pagination.js';
import { CUSTOM_PLAN_MAXIMA } from './plans.js';

// ── Admins: every order (admin/orders/) ──

export const ADMIN_ORDER_SORTS = ['-created', 'created', '-amount', 'amount', '-paid', 'paid'] as const;
export type TAdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDER_SORT_LABELS: Record<TAdminOrderSort, string> = {
  '-created': 'Newest first',
  created: 'Oldest first',
  '-amount': 'Highest amount first',
  amount: 'Lowest amount first',
  '-paid': 'Latest paid first',
  paid: 'Earliest paid first',
};

/** A calendar day (YYYY-MM-DD), read in the date settings' time zone by the server. */
export const ZDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-01-31.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Use a real date.');
const day = ZDaySchema;

/** The filters of the orders list; the CSV export takes the same ones. */
const filters = {
  status: z.enum(ORDER_STATUSES, `Choose one of: ${ORDER_STATUSES.join(', ')}.`).optional(),
  gateway: z.enum(PAYMENT_GATEWAY_CODES, `Choose one of: ${PAYMENT_GATEWAY_CODES.join(', ')}.`).optional(),
  /** First and last day included (created_at). */
  from: day.optional(),
  to: day.optional(),
  /** An order id ("42" or "#42") or part of the buyer's email. */
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
  user_id: z.coerce.number('User id must be a number.').int().positive().optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, 'Pick a sort order.').default('-created'),
};
const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const datesMessage = { message: 'The end date is before the start date.', path: ['to'] };
export const ZAdminOrdersFilterSchema = z.object(filters).refine(datesInOrder, datesMessage);
export type TAdminOrdersFilter = z.input<typeof ZAdminOrdersFilterSchema>;

export const ZAdminOrdersQuerySchema = ZPageQuerySchema.extend(filters).refine(datesInOrder, datesMessage);
export type TAdminOrdersQuery = z.input<typeof ZAdminOrdersQuerySchema>;

export const ZOrderBuyerSchema = z.object({ id: z.number().int(), email: z.string(), full_name: z.string() });
export type TOrderBuyer = z.infer<typeof ZOrderBuyerSchema>;

export const ZAdminOrderSchema = ZOrderSchema.extend({
  /** Null once the buyer deleted their account (the order stays for the books). */
  user: ZOrderBuyerSchema.nullable(),
  /** An admin's note on a manual order. */
  note: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrderSchema>;

/** Paid money of the filtered set, per currency (refunded orders are not revenue). */
export const ZRevenueSchema = z.array(
  z.object({ currency: z.string(), amount: z.number(), orders: z.number().int() }),
);

export const ZAdminOrdersResponseSchema = ZPaginatedSchema(ZAdminOrderSchema).extend({
  revenue: ZRevenueSchema,
});
export type TAdminOrdersResponse = z.infer<typeof ZAdminOrdersResponseSchema>;

export const ZPaymentEventSchema = z.object({
  event_id: z.string(),
  type: z.string(),
  outcome: z.string(),
  received_at: z.string(),
});
export type TPaymentEvent = z.infer<typeof ZPaymentEventSchema>;

/** What a refund took back: per consumable, what the order credited and what was still unspent. */
export const ZRefundLineSchema = z.object({
  capability: z.enum(CAPABILITIES),
  credited: z.number().int(),
  taken_back: z.number().int(),
  /** Credited but already spent when the order was refunded: kept by the user. */
  not_recovered: z.number().int(),
});
export type TRefundLine = z.infer<typeof ZRefundLineSchema>;

export const ZAdminOrderDetailSchema = ZAdminOrderSchema.extend({
  failure_reason: z.string().nullable(),
  /** The admin who made a manual order. */
  created_by: ZOrderBuyerSchema.nullable(),
  payment_events: z.array(ZPaymentEventSchema),
  /** The balance changes the order caused: its credit and, once refunded, the take-back. */
  ledger: z.array(ZLedgerEntrySchema),
  /** Once refunded: what came back and what had been spent. */
  refund: z.array(ZRefundLineSchema).nullable(),
  /** Paid on a gateway an admin can refund from here. */
  refundable: z.boolean(),
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetailSchema>;

const customQuantity = (field: TCapability) =>
  z
    .number('Enter a number.')
    .int('Enter a whole number.')
    .nonnegative('Must be 0 or more.')
    .max(CUSTOM_PLAN_MAXIMA[field], `Ensure this value is at most ${CUSTOM_PLAN_MAXIMA[field]}.`);

/** POST admin/orders/: a manual order, paid at once (a price of 0 is a gift). */
export const ZCreateOrderRequestSchema = z
  .object({
    user_id: z.number('Choose a user.').int().positive('Choose a user.'),
    /** A pack, or null for custom quantities. */
    plan_id: z.number().int().positive().nullable(),
    quantities: z
      .object(
        Object.fromEntries(CAPABILITIES.map((c) => [c, customQuantity(c)])) as Record<
          TCapability,
          z.ZodNumber
        >,
      )
      .nullable(),
    price: z
      .number('Enter a price.')
      .nonnegative('A price cannot be negative; 0 is a gift.')
      .max(1_000_000, 'Must be at most 1000000.')
      .multipleOf(0.01, 'Use at most two decimals.'),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code.')
      .transform((c) => c.toUpperCase()),
    note: z.string().trim().max(500, 'Use at most 500 characters.').default(''),
  })
  .refine((body) => (body.plan_id === null) !== (body.quantities === null), {
    message: 'Choose a pack or enter custom quantities.',
    path: ['plan_id'],
  })
  .refine((body) => body.quantities === null || CAPABILITIES.some((c) => body.quantities?.[c] !== 0), {
    message: 'Enter at least one quantity.',
    path: ['quantities'],
  });
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequestSchema>;

/**
 * Every order: the list (with the revenue of the filtered set), the same filters as a CSV file
 * (its answer is the file, documented by the route), a manual order, one order, a refund.
 */
export const adminOrderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'admin/orders/',
    query: ZAdminOrdersQuerySchema,
    status: 200,
    answer: ZAdminOrdersResponseSchema,
    errors: [400, 401, 403],
  }),
  export: endpoint({
    method: 'GET',
    path: 'admin/orders/export/',
    query: ZAdminOrdersFilterSchema,
    status: 200,
    errors: [400, 401, 403],
  }),
  create: endpoint({
    method: 'POST',
    path: 'admin/orders/',
    body: ZCreateOrderRequestSchema,
    status: 201,
    answer: ZAdminOrderDetailSchema,
    errors: [400, 401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/',
    params: ZOrderIdParamsSchema,
    status: 200,
    answer: ZAdminOrderDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  refund: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/refund/',
    params: ZOrderIdParamsSchema,
    status: 200,
    answer: ZAdminOrderDetailSchema,
    errors: [400, 401, 403, 404, 409, 502, 503],
  }),
};
