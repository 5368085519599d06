import type { QueryClient } from '@tanstack/react-query';
import type { TAdminTemplate, TAdminTemplatesResponse, TTemplatePreviewRequest } from '@inkwell/contract';

/** Query keys of the admin's templates catalogue and of a template's built prompt. */
export const templateSettingsKeys = {
  all: ['template-settings'] as const,
  templates: ['template-settings', 'templates'] as const,
  /** `null`: the template being edited does not pass the schema yet (nothing is asked). */
  preview: (body: TTemplatePreviewRequest | null) => ['template-settings', 'preview', body] as const,
};

/** Puts a saved template in the list (a new one at the end), then reads the list again. */
export async function storeChangedTemplate(
  queryClient: QueryClient,
  template: TAdminTemplate,
): Promise<void> {
  queryClient.setQueryData<TAdminTemplatesResponse>(templateSettingsKeys.templates, (current) => {
    if (!current) return current;
    const known = current.some((candidate) => candidate.id === template.id);
    return known
      ? current.map((candidate) => (candidate.id === template.id ? template : candidate))
      : [...current, template];
  });
  await queryClient.invalidateQueries({ queryKey: templateSettingsKeys.templates });
}
