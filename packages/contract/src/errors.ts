import { z } from 'zod';

/** DESIGN.md §3: every non-validation error is `{ detail }`. */
export const ZErrorResponseSchema = z.object({ detail: z.string() });
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

/** DESIGN.md §3: validation errors map each field to its messages. */
export const ZFieldErrorsResponseSchema = z.record(z.string(), z.array(z.string()));
export type TFieldErrorsResponse = z.infer<typeof ZFieldErrorsResponseSchema>;
