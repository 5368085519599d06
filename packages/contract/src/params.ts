import { z } from 'zod';

/**
 * `{ id }` in a path: a positive whole number, refused in the words of what it names
 * (`ZIdParamsSchema('Order id')`: "Order id must be a number.", "Order id must be a whole number.").
 */
export function ZIdParamsSchema(name: string) {
  return z.object({
    id: z.coerce.number(`${name} must be a number.`).int(`${name} must be a whole number.`).positive(),
  });
}

/** `{gateway_id}` in a path: `payments/purchase/{gateway_id}/`, `admin/payment-gateways/{gateway_id}/`. */
export const ZGatewayParamsSchema = z.object({
  gateway_id: z.coerce
    .number('Gateway id must be a number.')
    .int('Gateway id must be a whole number.')
    .positive('Gateway id must be a positive number.'),
});
