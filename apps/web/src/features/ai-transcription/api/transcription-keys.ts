import type { QueryClient } from '@tanstack/react-query';
import type { TTranscription, TTranscriptionsQuery } from '@inkwell/contract';

/** Query keys of Speech to Text: the options, the jobs and the saved list; `all` covers every one. */
export const transcriptionKeys = {
  all: ['ai-transcription'] as const,
  options: ['ai-transcription', 'options'] as const,
  job: (id: number) => ['ai-transcription', 'job', id] as const,
  lists: ['ai-transcription', 'list'] as const,
  list: (query: TTranscriptionsQuery) => ['ai-transcription', 'list', query] as const,
  detail: (id: number) => ['ai-transcription', 'detail', id] as const,
};

/** A job just started: kept for its own query (followed from there), the saved lists asked again. */
export function storeStartedTranscription(queryClient: QueryClient, job: TTranscription): Promise<void> {
  queryClient.setQueryData(transcriptionKeys.job(job.id), job);
  return queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists });
}
