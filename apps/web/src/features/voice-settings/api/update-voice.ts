import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminVoiceSchema, type TAdminVoice, type TVoiceUpdate } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_VOICES_PATH } from './get-admin-voices';
import { storeChangedVoice } from './voice-settings-keys';

/**
 * PATCH admin/voices/{id}/: switch it on or off, rename it ('' = the engine's name), make it its
 * language's default (which the other voices of that language lose). 400 with field errors.
 */
export async function updateVoice({ id, body }: { id: number; body: TVoiceUpdate }): Promise<TAdminVoice> {
  const { data } = await apiClient.patch<unknown>(`${ADMIN_VOICES_PATH}${id}/`, body);
  return ZAdminVoiceSchema.parse(data);
}

export function useUpdateVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVoice,
    onSuccess: (voice) => storeChangedVoice(queryClient, voice),
  });
}
