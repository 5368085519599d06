import { useMutation } from '@tanstack/react-query';
import { adminVoiceEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST admin/voices/previews/: every sample clip is dropped, each made again on its next play. */
export function useRegenerateVoicePreviews() {
  return useMutation({ mutationFn: () => callEndpoint(adminVoiceEndpoints.regeneratePreviews) });
}
