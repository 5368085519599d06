import { z } from 'zod';
import { endpoint } from './endpoint.js';

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

/** The company behind the product; public. */
export const companyEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'static/company_info',
    status: 200,
    answer: ZCompanyInfoResponseSchema,
    errors: [404],
  }),
};
