import { z } from 'zod';

/** Every error other than a validation error is `{ detail }`, with the right status. */
export const ZErrorResponseSchema = z.object({ detail: z.string() });
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

/** Validation errors (400) map each field to its messages. */
export const ZFieldErrorsResponseSchema = z.record(z.string(), z.array(z.string()));
export type TFieldErrorsResponse = z.infer<typeof ZFieldErrorsResponseSchema>;

/** 400: field errors, or `{ detail }` when the body could not be read at all (malformed JSON). */
export const ZBadRequestResponseSchema = z.union([ZErrorResponseSchema, ZFieldErrorsResponseSchema]);
export type TBadRequestResponse = z.infer<typeof ZBadRequestResponseSchema>;
