import type { QueryClient } from '@tanstack/react-query';
import { savedTranscriptionEndpoints, type TTranscription } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** Query keys of Speech to Text: the options, the jobs (the saved list's are its endpoints'); `all` covers every one. */
export const transcriptionKeys = {
  all: ['ai-transcription'] as const,
  options: ['ai-transcription', 'options'] as const,
  job: (id: number) => ['ai-transcription', 'job', id] as const,
};

/** A job just started: kept for its own query (followed from there), the saved lists asked again. */
export function storeStartedTranscription(queryClient: QueryClient, job: TTranscription): Promise<void> {
  queryClient.setQueryData(transcriptionKeys.job(job.id), job);
  return queryClient.invalidateQueries({ queryKey: endpointKey(savedTranscriptionEndpoints.list) });
}
