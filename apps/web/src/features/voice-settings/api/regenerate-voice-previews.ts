import { useMutation } from '@tanstack/react-query';
import { ZVoicePreviewsClearedSchema, type TVoicePreviewsCleared } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_VOICES_PATH } from './get-admin-voices';

/** POST admin/voices/previews/: every sample clip is dropped, each made again on its next play. */
export async function regenerateVoicePreviews(): Promise<TVoicePreviewsCleared> {
  const { data } = await apiClient.post<unknown>(`${ADMIN_VOICES_PATH}previews/`);
  return ZVoicePreviewsClearedSchema.parse(data);
}

export function useRegenerateVoicePreviews() {
  return useMutation({ mutationFn: regenerateVoicePreviews });
}
