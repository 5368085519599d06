import type { TPageQuery, TPaginated } from '@inkwell/contract';

/** Rows to skip for a page. */
export function pageOffset({ page, page_size }: TPageQuery): number {
  return (page - 1) * page_size;
}

/** The API's list shape, `{ count, next, previous, results }`; next and previous are page numbers. */
export function toPage<T>(count: number, query: TPageQuery, results: T[]): TPaginated<T> {
  const pages = Math.ceil(count / query.page_size);
  return {
    count,
    next: query.page < pages ? query.page + 1 : null,
    previous: query.page > 1 ? Math.min(query.page - 1, Math.max(pages, 1)) : null,
    results,
  };
}
