import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminTemplatesResponseSchema, type TAdminTemplatesResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { templateSettingsKeys } from './template-settings-keys';

export const ADMIN_TEMPLATES_PATH = 'admin/templates/';

/** GET admin/templates/: every template, shown or hidden, with its prompt and runs, in users' order. */
export async function getAdminTemplates(): Promise<TAdminTemplatesResponse> {
  const { data } = await apiClient.get<unknown>(ADMIN_TEMPLATES_PATH);
  return ZAdminTemplatesResponseSchema.parse(data);
}

export const adminTemplatesQueryOptions = () =>
  queryOptions({ queryKey: templateSettingsKeys.templates, queryFn: getAdminTemplates });

export function useAdminTemplates() {
  return useQuery(adminTemplatesQueryOptions());
}
