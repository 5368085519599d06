import { z } from 'zod';

/** Spec §3 "Company info"; camelCase exactly as the spec names it. */
export const ZCompanyInfoResponseSchema = z.object({
  name: z.string(),
  registrationNumber: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  email: z.string(),
  phone: z.string(),
});
export type TCompanyInfoResponse = z.infer<typeof ZCompanyInfoResponseSchema>;
