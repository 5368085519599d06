import { useMutation } from '@tanstack/react-query';
import { templateEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/**
 * POST ai/templates/stop/: stops the user's running template (204); what was written is saved
 * as `stopped` and arrives as the stream's `done`. 409 when nothing runs.
 */
export async function stopTemplate(): Promise<void> {
  await callEndpoint(templateEndpoints.stop);
}

export function useStopTemplate() {
  return useMutation({ mutationFn: stopTemplate });
}
