import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES, profileEndpoints, type TProfileResponse } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';
import { toast } from '@/lib/toast';

/** After a profile update: keep the saved profile, say so, then read it again. */
export async function storeSavedProfile(queryClient: QueryClient, profile: TProfileResponse): Promise<void> {
  queryClient.setQueryData(endpointKey(profileEndpoints.get), profile);
  toast.success(MESSAGES.profileUpdated);
  await queryClient.invalidateQueries({ queryKey: endpointKey(profileEndpoints.get) });
}
