import { useMutation } from '@tanstack/react-query';
import { codeEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/**
 * POST ai/code/stop/: stops the user's running answer (204); what was written is saved as
 * `stopped` and arrives as the stream's `done`. 409 when nothing runs.
 */
export async function stopCode(): Promise<void> {
  await callEndpoint(codeEndpoints.stop);
}

export function useStopCode() {
  return useMutation({ mutationFn: stopCode });
}
