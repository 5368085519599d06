import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The admin's Stripe settings (admin/payment-gateways/stripe/) and the webhook's answer. */

/** A secret (sk_…) or restricted (rk_…) Stripe API key. */
export const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_[A-Za-z0-9_]{8,250}$/;
/** A webhook endpoint's signing secret (whsec_…). */
export const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/=_-]{8,250}$/;

export const ZStripeSettingsRequestSchema = z.object({
  secret_key: z
    .string('Enter the Stripe secret key.')
    .trim()
    .regex(STRIPE_SECRET_KEY_PATTERN, 'Enter a Stripe secret key (sk_…) or restricted key (rk_…).'),
  webhook_secret: z
    .string('Enter the webhook signing secret.')
    .trim()
    .regex(STRIPE_WEBHOOK_SECRET_PATTERN, 'Enter the webhook signing secret (whsec_…).'),
});
export type TStripeSettingsRequest = z.infer<typeof ZStripeSettingsRequestSchema>;

export const STRIPE_SETTINGS_SOURCES = ['environment', 'admin'] as const;

/** What an admin sees of the Stripe settings: never a secret, only a hint of the key. */
export const ZStripeSettingsResponseSchema = z.object({
  configured: z.boolean(),
  /** Where the keys in force come from; the environment wins over the admin's. */
  source: z.enum(STRIPE_SETTINGS_SOURCES).nullable(),
  /** Like `sk_test_…a1b2`. */
  secret_key_hint: z.string().nullable(),
  webhook_secret_set: z.boolean(),
  /** The endpoint to enter in the Stripe dashboard. */
  webhook_url: z.string(),
});
export type TStripeSettingsResponse = z.infer<typeof ZStripeSettingsResponseSchema>;

/** Answer of the Stripe webhook to every verified event. */
export const ZWebhookReceivedResponseSchema = z.object({ received: z.literal(true) });

/**
 * Stripe's calls: no sign-in, the Stripe-Signature header instead, checked against the raw
 * body; every verified event answers 200.
 */
export const stripeWebhookEndpoints = {
  receive: endpoint({
    method: 'POST',
    path: 'payments/webhooks/stripe',
    status: 200,
    answer: ZWebhookReceivedResponseSchema,
    errors: [400, 413, 415, 503],
  }),
};
