import { z } from 'zod';

/** Every list: `?page=&page_size=` → `{ count, next, previous, results }`. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const pageNumber = (fallback: number, max: number, label: string) =>
  z.coerce
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} must be at most ${max}.`)
    .default(fallback);

export const ZPageQuerySchema = z.object({
  page: pageNumber(1, 1_000_000, 'Page'),
  page_size: pageNumber(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, 'Page size'),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

/** A page of `item`; next and previous are page numbers (null at either end). */
export function ZPaginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
}
export interface TPaginated<T> {
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
}
