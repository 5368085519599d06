import { z } from 'zod';

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

export const integer = (min: number, max: number, fallback: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
      .transform(Number)
      .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .default(fallback),
  );

/** An http(s) URL without its trailing slashes. */
export const ZHttpUrlSchema = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^/]/i.test(value), 'must be an http:// or https:// URL')
  .transform((value) => value.replace(/\/+$/, ''));
