import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** A payment gateway. Only enabled gateways are listed to buyers. */
export const ZPaymentMethodSchema = z.object({
  id: z.number().int(),
  method_name: z.string(),
  image: z.string(),
  is_default: z.boolean(),
  /** True for a gateway that takes no real money (Sandbox); buyers see it labelled as a test mode. */
  test_mode: z.boolean(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;

export const ZPaymentMethodsResponseSchema = z.array(ZPaymentMethodSchema);
export type TPaymentMethodsResponse = z.infer<typeof ZPaymentMethodsResponseSchema>;

/** Admin view of a gateway: its switch, whether it is the default and whether it is configured. */
export const ZAdminPaymentGatewaySchema = ZPaymentMethodSchema.extend({
  code: z.string(),
  enabled: z.boolean(),
  /** Configured and able to take payments (Stripe needs its keys); listed to buyers when also enabled. */
  available: z.boolean(),
});
export type TAdminPaymentGateway = z.infer<typeof ZAdminPaymentGatewaySchema>;
export const ZAdminPaymentGatewaysResponseSchema = z.array(ZAdminPaymentGatewaySchema);

/** PATCH admin/payment-gateways/{id}/: switch a gateway on or off, or make it the default. */
export const ZAdminPaymentGatewayUpdateSchema = z
  .object({
    enabled: z.boolean('Must be true or false.').optional(),
    is_default: z.literal(true, 'Only true: make another gateway the default instead.').optional(),
  })
  .refine((body) => body.enabled !== undefined || body.is_default !== undefined, 'Nothing to change.');
export type TAdminPaymentGatewayUpdate = z.infer<typeof ZAdminPaymentGatewayUpdateSchema>;

/** How buyers can pay; public. */
export const paymentMethodEndpoints = {
  /** The gateways switched on and configured; one is the default. */
  list: endpoint({
    method: 'GET',
    path: 'payments/payment_methods',
    status: 200,
    answer: ZPaymentMethodsResponseSchema,
    errors: [],
  }),
};
