import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ZGatewayParamsSchema, ZIdParamsSchema } from './params.js';
import { ZQuantitiesSchema } from './billing.js';
import { ZPageQuerySchema, ZPaginatedSchema } from './pagination.js';
import { PLAN_KINDS, ZPurchaseCustomPlanRequestSchema } from './plans.js';

/** Payments: an order's life. Only pending orders can be paid or canceled. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'refunded'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_GATEWAY_CODES = ['sandbox', 'stripe', 'manual'] as const;
export type TPaymentGatewayCode = (typeof PAYMENT_GATEWAY_CODES)[number];

/**
 * Gateways that take no real money (the built-in Sandbox). Wherever a buyer sees one it is
 * labelled TEST_MODE_LABEL; the public pricing never advertises one (decision 014).
 */
export const TEST_MODE_GATEWAY_CODES = ['sandbox'] as const satisfies readonly TPaymentGatewayCode[];
export const TEST_MODE_LABEL = 'Test mode';
export const TEST_MODE_NOTE = 'No real money is charged';

export function isTestModeGateway(code: TPaymentGatewayCode): boolean {
  return (TEST_MODE_GATEWAY_CODES as readonly string[]).includes(code);
}

export const ZOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  plan_id: z.number().int().nullable(),
  plan_kind: z.enum(PLAN_KINDS),
  /** The plan's name when it was bought. */
  plan_name: z.string(),
  /** Every quantity bought, as it was when the order was made. */
  quantities: ZQuantitiesSchema,
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
  gateway: z.object({ code: z.enum(PAYMENT_GATEWAY_CODES), method_name: z.string() }),
  /** The gateway's reference (a Stripe Checkout Session id), once there is one. */
  reference: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

export const ZOrdersQuerySchema = ZPageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, `Choose one of: ${ORDER_STATUSES.join(', ')}.`).optional(),
});
export type TOrdersQuery = z.infer<typeof ZOrdersQuerySchema>;

export const ZOrdersResponseSchema = ZPaginatedSchema(ZOrderSchema);
export type TOrdersResponse = z.infer<typeof ZOrdersResponseSchema>;

export const ZOrderIdParamsSchema = ZIdParamsSchema('Order id');

export const ZPurchaseRequestSchema = z.object({
  plan_id: z
    .number('Choose a plan.')
    .int('Plan id must be a whole number.')
    .positive('Plan id must be a positive number.'),
});
export type TPurchaseRequest = z.infer<typeof ZPurchaseRequestSchema>;

/** Both purchase calls answer where to send the browser; order_id lets the caller follow it. */
export const ZPurchaseResponseSchema = z.object({
  checkout_url: z.string(),
  order_id: z.number().int(),
});
export type TPurchaseResponse = z.infer<typeof ZPurchaseResponseSchema>;

/** The signed-in user's orders, under users/. */
export const orderEndpoints = {
  /** Newest first, a page at a time; `status` narrows them. */
  list: endpoint({
    method: 'GET',
    path: 'users/orders/',
    query: ZOrdersQuerySchema,
    status: 200,
    answer: ZOrdersResponseSchema,
    errors: [400, 401],
  }),
  get: endpoint({
    method: 'GET',
    path: 'users/orders/:id/',
    params: ZOrderIdParamsSchema,
    status: 200,
    answer: ZOrderSchema,
    errors: [400, 401, 404],
  }),
  /** A pending order only (409 otherwise); its checkout can no longer be paid. */
  cancel: endpoint({
    method: 'POST',
    path: 'users/orders/:id/cancel/',
    params: ZOrderIdParamsSchema,
    status: 200,
    answer: ZOrderSchema,
    errors: [400, 401, 404, 409, 502],
  }),
};

/**
 * Buying, under payments/: a pack or a custom plan, priced by the server and answered with
 * where to pay; and the Sandbox checkout's Pay (its owner only).
 */
export const purchaseEndpoints = {
  pack: endpoint({
    method: 'POST',
    path: 'payments/purchase/:gateway_id/',
    params: ZGatewayParamsSchema,
    body: ZPurchaseRequestSchema,
    status: 200,
    answer: ZPurchaseResponseSchema,
    errors: [400, 401, 404, 429, 502],
  }),
  customPlan: endpoint({
    method: 'POST',
    path: 'payments/purchase_custom_plan/:gateway_id',
    params: ZGatewayParamsSchema,
    body: ZPurchaseCustomPlanRequestSchema,
    status: 200,
    answer: ZPurchaseResponseSchema,
    errors: [400, 401, 404, 429, 502],
  }),
  paySandbox: endpoint({
    method: 'POST',
    path: 'payments/sandbox/:id/pay/',
    params: ZOrderIdParamsSchema,
    status: 200,
    answer: ZOrderSchema,
    errors: [400, 401, 404, 409],
  }),
};
