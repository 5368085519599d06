import type { QueryClient } from '@tanstack/react-query';
import { adminVoiceEndpoints, type TAdminVoice, type TAdminVoicesResponse } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/**
 * Puts a saved voice in the list at once, then reads the list again: making a voice its
 * language's default takes the mark off the other voices of that language.
 */
export async function storeChangedVoice(queryClient: QueryClient, voice: TAdminVoice): Promise<void> {
  const voices = endpointKey(adminVoiceEndpoints.list);
  queryClient.setQueryData<TAdminVoicesResponse>(voices, (current) =>
    current?.map((candidate) => (candidate.id === voice.id ? voice : candidate)),
  );
  await queryClient.invalidateQueries({ queryKey: voices });
}
