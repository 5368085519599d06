import { z } from 'zod';

/** Company info. Unlike the rest of the API, its fields are camelCase (`registrationNumber`). */
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
