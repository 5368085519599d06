import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints, type TProfileResponse } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET users/profile/: the signed-in user's account (name, email, plan, role, avatar). */
export function getProfile(): Promise<TProfileResponse> {
  return callEndpoint(profileEndpoints.get);
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: endpointKey(profileEndpoints.get), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
