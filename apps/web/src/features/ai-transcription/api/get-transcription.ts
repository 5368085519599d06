import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { transcriptionEndpoints, type TTranscription } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import { savedTranscriptions } from './saved-transcriptions';

/** How often a queued or running job is asked again. */
export const TRANSCRIPTION_POLL_MS = 1000;

/** Whether a job is still on its way (queued or running). */
export function isTranscriptionPending(job: TTranscription | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/** GET ai/speech-to-text/{id}/: one job, its progress while it runs, the transcript once done. */
export const transcriptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: endpointKey(transcriptionEndpoints.get, { id }),
    queryFn: () => callEndpoint(transcriptionEndpoints.get, { params: { id } }),
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
