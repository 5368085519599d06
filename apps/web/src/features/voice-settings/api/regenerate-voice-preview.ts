import { useMutation } from '@tanstack/react-query';
import { adminVoiceEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST admin/voices/{id}/preview/: the voice's sample clip is dropped and made again on its next play. */
export function useRegenerateVoicePreview() {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(adminVoiceEndpoints.regeneratePreview, { params: { id } }),
  });
}
