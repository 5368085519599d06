import type { QueryClient } from '@tanstack/react-query';
import { savedTranscriptionEndpoints, transcriptionEndpoints, type TTranscription } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** A job just started: kept for its own query (followed from there), the saved lists asked again. */
export function storeStartedTranscription(queryClient: QueryClient, job: TTranscription): Promise<void> {
  queryClient.setQueryData(endpointKey(transcriptionEndpoints.get, { id: job.id }), job);
  return queryClient.invalidateQueries({ queryKey: endpointKey(savedTranscriptionEndpoints.list) });
}
