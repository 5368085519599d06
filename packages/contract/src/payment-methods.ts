import { z } from 'zod';

/** Spec §3 "Payment gateway". Only enabled gateways are listed to buyers. */
export const ZPaymentMethodSchema = z.object({
  id: z.number().int(),
  method_name: z.string(),
  image: z.string(),
  is_default: z.boolean(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;

export const ZPaymentMethodsResponseSchema = z.array(ZPaymentMethodSchema);
export type TPaymentMethodsResponse = z.infer<typeof ZPaymentMethodsResponseSchema>;
