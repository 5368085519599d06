import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminAssistantsResponseSchema, type TAdminAssistantsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { assistantSettingsKeys } from './assistant-settings-keys';

export const ADMIN_ASSISTANTS_PATH = 'admin/assistants/';

/** GET admin/assistants/: every assistant, hidden ones too, in the order users see them. */
export async function getAdminAssistants(): Promise<TAdminAssistantsResponse> {
  const { data } = await apiClient.get<unknown>(ADMIN_ASSISTANTS_PATH);
  return ZAdminAssistantsResponseSchema.parse(data);
}

export const adminAssistantsQueryOptions = () =>
  queryOptions({ queryKey: assistantSettingsKeys.list, queryFn: getAdminAssistants });

export function useAdminAssistants() {
  return useQuery(adminAssistantsQueryOptions());
}
