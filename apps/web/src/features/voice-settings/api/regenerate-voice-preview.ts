import { useMutation } from '@tanstack/react-query';
import { ZVoicePreviewsClearedSchema, type TVoicePreviewsCleared } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_VOICES_PATH } from './get-admin-voices';

/** POST admin/voices/{id}/preview/: the voice's sample clip is dropped and made again on its next play. */
export async function regenerateVoicePreview(id: number): Promise<TVoicePreviewsCleared> {
  const { data } = await apiClient.post<unknown>(`${ADMIN_VOICES_PATH}${id}/preview/`);
  return ZVoicePreviewsClearedSchema.parse(data);
}

export function useRegenerateVoicePreview() {
  return useMutation({ mutationFn: regenerateVoicePreview });
}
