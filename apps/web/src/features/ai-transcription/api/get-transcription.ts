import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ZTranscriptionSchema, type TTranscription } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { endpointKey } from '@/lib/endpoint-client';
import { savedTranscriptions } from './saved-transcriptions';
import { transcriptionKeys } from './transcription-keys';

/** How often a queued or running job is asked again. */
export const TRANSCRIPTION_POLL_MS = 1000;

/** Whether a job is still on its way (queued or running). */
export function isTranscriptionPending(job: TTranscription | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/** GET ai/speech-to-text/{id}/: one job, its progress while it runs, the transcript once done. */
export async function getTranscription(id: number): Promise<TTranscription> {
  const { data } = await apiClient.get<unknown>(`ai/speech-to-text/${id}/`);
  return ZTranscriptionSchema.parse(data);
}

export const transcriptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: transcriptionKeys.job(id),
    queryFn: () => getTranscription(id),
    // Followed every second until it is done or failed.
    refetchInterval: (query) => (isTranscriptionPending(query.state.data) ? TRANSCRIPTION_POLL_MS : false),
  });

/** The job, followed until it ends; then the saved lists are asked again (its new status). */
export function useTranscription(id: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...transcriptionQueryOptions(id ?? 0), enabled: id !== undefined });
  const status = query.data?.status;
  useEffect(() => {
    if (status === 'done' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: endpointKey(savedTranscriptions.endpoints.list) });
    }
  }, [queryClient, status]);
  return query;
}
