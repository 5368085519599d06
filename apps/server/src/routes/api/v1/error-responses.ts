import { ZBadRequestResponseSchema, ZErrorResponseSchema } from '@inkwell/contract';

type TErrorCode = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** Route `response` entries for error statuses: 400 field errors or `{ detail }`, else `{ detail }`. */
export function errorResponses<const C extends TErrorCode>(...codes: C[]) {
  return Object.fromEntries(
    codes.map((code) => [code, code === 400 ? ZBadRequestResponseSchema : ZErrorResponseSchema]),
  ) as Record<C, typeof ZBadRequestResponseSchema | typeof ZErrorResponseSchema>;
}
