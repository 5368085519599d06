import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZTemplatePreviewSchema,
  type TTemplatePreview,
  type TTemplatePreviewRequest,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_TEMPLATES_PATH } from './get-admin-templates';
import { templateSettingsKeys } from './template-settings-keys';

/** POST admin/templates/preview/: the messages a run of the template being edited would send. */
export async function previewTemplate(body: TTemplatePreviewRequest): Promise<TTemplatePreview> {
  const { data } = await apiClient.post<unknown>(`${ADMIN_TEMPLATES_PATH}preview/`, body);
  return ZTemplatePreviewSchema.parse(data);
}

/** Asked only for a template that passes the contract's schema (`null` otherwise); the last answer stays while the next loads. */
export const templatePreviewQueryOptions = (body: TTemplatePreviewRequest | null) =>
  queryOptions({
    queryKey: templateSettingsKeys.preview(body),
    queryFn: () => previewTemplate(body as TTemplatePreviewRequest),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });

export function useTemplatePreview(body: TTemplatePreviewRequest | null) {
  return useQuery(templatePreviewQueryOptions(body));
}
