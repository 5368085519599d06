import type { QueryClient } from '@tanstack/react-query';
import type { TSavedCode, TSavedCodesQuery } from '@inkwell/contract';

/** Query keys of the signed-in user's saved code runs; `all` covers every one. */
export const codeKeys = {
  all: ['ai-code'] as const,
  lists: ['ai-code', 'list'] as const,
  list: (query: TSavedCodesQuery) => ['ai-code', 'list', query] as const,
  detail: (id: number) => ['ai-code', 'detail', id] as const,
};

/** A run just saved (a `done` event): kept for its page, the lists asked again. */
export function storeSavedCode(queryClient: QueryClient, saved: TSavedCode): Promise<void> {
  queryClient.setQueryData(codeKeys.detail(saved.id), saved);
  return queryClient.invalidateQueries({ queryKey: codeKeys.lists });
}
