import { ZTrialBalancesSchema } from './billing.js';
import { endpoint } from './endpoint.js';
import { ZGatewayParamsSchema } from './params.js';
import { ZStripeSettingsRequestSchema, ZStripeSettingsResponseSchema } from './payment-gateways.js';
import {
  ZAdminPaymentGatewaySchema,
  ZAdminPaymentGatewaysResponseSchema,
  ZAdminPaymentGatewayUpdateSchema,
} from './payment-methods.js';

// ── Admins: the Payment Settings (admin/payment-gateways/, admin/trial-balances/) ──

/** The payment gateways: every one with its switch, default flag and state; a switch or a new default. */
export const adminGatewayEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'admin/payment-gateways/',
    status: 200,
    answer: ZAdminPaymentGatewaysResponseSchema,
    errors: [401, 403],
  }),
  update: endpoint({
    method: 'PATCH',
    path: 'admin/payment-gateways/:gateway_id/',
    params: ZGatewayParamsSchema,
    body: ZAdminPaymentGatewayUpdateSchema,
    status: 200,
    answer: ZAdminPaymentGatewaySchema,
    errors: [400, 401, 403, 404],
  }),
};

const stripe = 'admin/payment-gateways/stripe/' as const;

/** Stripe's keys as the admin sets them: their state, new keys, and forgetting them; each answers the state. */
export const stripeSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: stripe,
    status: 200,
    answer: ZStripeSettingsResponseSchema,
    errors: [401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: stripe,
    body: ZStripeSettingsRequestSchema,
    status: 200,
    answer: ZStripeSettingsResponseSchema,
    errors: [400, 401, 403],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: stripe,
    status: 200,
    answer: ZStripeSettingsResponseSchema,
    errors: [401, 403],
  }),
};

/** The balances new accounts start with: read, and set (for accounts created from then on). */
export const trialBalanceEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'admin/trial-balances/',
    status: 200,
    answer: ZTrialBalancesSchema,
    errors: [401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: 'admin/trial-balances/',
    body: ZTrialBalancesSchema,
    status: 200,
    answer: ZTrialBalancesSchema,
    errors: [400, 401, 403],
  }),
};
