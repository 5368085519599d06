import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminVoiceEndpoints, type TVoiceUpdate } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedVoice } from './voice-settings-keys';

/**
 * PATCH admin/voices/{id}/: switch it on or off, rename it ('' = the engine's name), make it its
 * language's default (which the other voices of that language lose). 400 with field errors.
 */
export function useUpdateVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TVoiceUpdate }) =>
      callEndpoint(adminVoiceEndpoints.update, { params: { id }, body }),
    onSuccess: (voice) => storeChangedVoice(queryClient, voice),
  });
}
