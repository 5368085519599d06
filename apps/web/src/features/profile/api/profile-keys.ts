import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES, type TProfileResponse } from '@inkwell/contract';
import { toast } from '@/lib/toast';

/** Query keys of the signed-in user's profile; `all` is what a payment (a new plan) invalidates. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: ['profile', 'detail'] as const,
};

/** After a profile update: keep the saved profile, say so, then read it again. */
export async function storeSavedProfile(queryClient: QueryClient, profile: TProfileResponse): Promise<void> {
  queryClient.setQueryData(profileKeys.detail, profile);
  toast.success(MESSAGES.profileUpdated);
  await queryClient.invalidateQueries({ queryKey: profileKeys.all });
}
