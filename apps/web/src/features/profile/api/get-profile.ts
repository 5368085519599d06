import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfileResponseSchema, type TProfileResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** GET users/profile: the signed-in user's account (name, email, plan, role, avatar). */
export async function getProfile(): Promise<TProfileResponse> {
  const { data } = await apiClient.get<unknown>('users/profile');
  return ZProfileResponseSchema.parse(data);
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.detail, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
