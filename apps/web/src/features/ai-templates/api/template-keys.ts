import type { QueryClient } from '@tanstack/react-query';
import type { TSavedTemplate, TSavedTemplatesQuery, TTemplatesQuery } from '@inkwell/contract';

/** Query keys of the templates and the user's saved runs; `all` covers every one. */
export const templateKeys = {
  all: ['ai-templates'] as const,
  catalogue: (query: TTemplatesQuery) => ['ai-templates', 'catalogue', query] as const,
  template: (id: number) => ['ai-templates', 'template', id] as const,
  savedLists: ['ai-templates', 'saved-list'] as const,
  savedList: (query: TSavedTemplatesQuery) => ['ai-templates', 'saved-list', query] as const,
  savedDetail: (id: number) => ['ai-templates', 'saved-detail', id] as const,
};

/** A run just saved (a `done` event): kept for its page, the lists asked again. */
export function storeSavedTemplate(queryClient: QueryClient, saved: TSavedTemplate): Promise<void> {
  queryClient.setQueryData(templateKeys.savedDetail(saved.id), saved);
  return queryClient.invalidateQueries({ queryKey: templateKeys.savedLists });
}
