import { ZRefreshResponseSchema, type TRefreshResponse } from '@inkwell/contract';

/**
 * The refresh answer read through the contract's schema. The API client loads this module
 * (and zod with it) on the first refresh only, so no page's first load carries them.
 */
export function readRefreshAnswer(data: unknown): TRefreshResponse | undefined {
  const parsed = ZRefreshResponseSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
