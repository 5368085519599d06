import { z } from 'zod';

/** The Checkout Session events the webhook acts on; any other type is recorded as ignored. */
export const SESSION_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

/** The fields of a Checkout Session the webhook and reconcile read (the SDK's type fits it). */
export const ZStripeSessionSchema = z.object({
  id: z.string().min(1),
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  /** The PaymentIntent that took the money (an id, or the object when expanded). */
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});

/** The fields of a Charge `charge.refunded` carries that the webhook reads. */
export const ZStripeChargeSchema = z.object({
  id: z.string().min(1),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  /** True once the whole charge is refunded (a partial refund leaves it false). */
  refunded: z.boolean(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
});
export type TStripeCharge = z.infer<typeof ZStripeChargeSchema>;

/** A PaymentIntent id, whether Stripe sent the id or the expanded object. */
export function paymentIntentId(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.id;
}

const ZEnvelopeSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type TStripeSession = z.infer<typeof ZStripeSessionSchema>;
export type TSessionEventType = (typeof SESSION_EVENT_TYPES)[number];
export type TStripeSessionEvent = {
  id: string;
  type: TSessionEventType;
  session: TStripeSession;
  charge?: undefined;
};
export type TStripeChargeEvent = {
  id: string;
  type: 'charge.refunded';
  charge: TStripeCharge;
  session?: undefined;
};
export type TStripeEvent =
  | TStripeSessionEvent
  | TStripeChargeEvent
  | { id: string; type: string; session?: undefined; charge?: undefined };

const isSessionType = (type: string): type is TSessionEventType =>
  (SESSION_EVENT_TYPES as readonly string[]).includes(type);

/**
 * A verified delivery's JSON as an event: an id, a type and an object; a session event's
 * object also a Checkout Session. Undefined when it is none of these (the caller answers 400).
 */
export function parseStripeEvent(json: unknown): TStripeEvent | undefined {
  const envelope = ZEnvelopeSchema.safeParse(json);
  if (!envelope.success) return undefined;
  const { id, type, data } = envelope.data;
  if (type === 'charge.refunded') {
    const charge = ZStripeChargeSchema.safeParse(data.object);
    return charge.success ? { id, type, charge: charge.data } : undefined;
  }
  if (!isSessionType(type)) return { id, type };
  const session = ZStripeSessionSchema.safeParse(data.object);
  return session.success ? { id, type, session: session.data } : undefined;
}
