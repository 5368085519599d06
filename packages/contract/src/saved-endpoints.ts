import type { z } from 'zod';
import { endpoint, type TErrorStatus } from './endpoint.js';
import { ZIdParamsSchema } from './params.js';
import { ZPaginatedSchema } from './pagination.js';

/**
 * A tool's saved items (My Codes, My Images…), the same three endpoints for every tool, under
 * `saved/<folder>/`: the list (newest first, a page at a time, narrowed by the query), one item,
 * and its deletion (204). `name` words the id's errors ("Image id must be a number.");
 * `removeErrors` adds a tool's own refusals to the deletion (409 while a transcription runs).
 */
export function savedEndpoints<
  const F extends string,
  I extends z.ZodType,
  Q extends z.ZodType,
  const R extends readonly TErrorStatus[] = readonly [],
>(folder: F, schemas: { name: string; item: I; query: Q; removeErrors?: R }) {
  const params = ZIdParamsSchema(schemas.name);
  const one = `saved/${folder}/:id/` as const;
  return {
    list: endpoint({
      method: 'GET',
      path: `saved/${folder}/`,
      query: schemas.query,
      status: 200,
      answer: ZPaginatedSchema(schemas.item),
      errors: [400, 401],
    }),
    get: endpoint({
      method: 'GET',
      path: one,
      params,
      status: 200,
      answer: schemas.item,
      errors: [400, 401, 404],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: one,
      params,
      status: 204,
      errors: [400, 401, 404, ...(schemas.removeErrors ?? [])],
    }),
  };
}

/** The endpoints of one tool's saved items. */
export type TSavedEndpoints = ReturnType<typeof savedEndpoints>;
