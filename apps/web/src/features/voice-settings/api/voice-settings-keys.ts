import type { QueryClient } from '@tanstack/react-query';
import type { TAdminVoice, TAdminVoicesResponse } from '@inkwell/contract';

/** Query keys of the admin's voices library. */
export const voiceSettingsKeys = {
  all: ['voice-settings'] as const,
  voices: ['voice-settings', 'voices'] as const,
};

/**
 * Puts a saved voice in the list at once, then reads the list again: making a voice its
 * language's default takes the mark off the other voices of that language.
 */
export async function storeChangedVoice(queryClient: QueryClient, voice: TAdminVoice): Promise<void> {
  queryClient.setQueryData<TAdminVoicesResponse>(voiceSettingsKeys.voices, (current) =>
    current?.map((candidate) => (candidate.id === voice.id ? voice : candidate)),
  );
  await queryClient.invalidateQueries({ queryKey: voiceSettingsKeys.voices });
}
