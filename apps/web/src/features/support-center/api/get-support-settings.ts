import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupportSettingsSchema, type TSupportSettings } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { SUPPORT_CENTER_PATH } from './get-support-list';
import { supportCenterKeys } from './support-center-keys';

export const SUPPORT_SETTINGS_PATH = `${SUPPORT_CENTER_PATH}settings/`;

/** GET admin/support/settings/: whether admins get an email for each new request. */
export async function getSupportSettings(): Promise<TSupportSettings> {
  const { data } = await apiClient.get<unknown>(SUPPORT_SETTINGS_PATH);
  return ZSupportSettingsSchema.parse(data);
}

export const supportSettingsQueryOptions = () =>
  queryOptions({ queryKey: supportCenterKeys.settings, queryFn: getSupportSettings });

export function useSupportSettings() {
  return useQuery(supportSettingsQueryOptions());
}
