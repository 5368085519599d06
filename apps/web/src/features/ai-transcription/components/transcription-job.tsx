import type { TTranscription } from '@inkwell/contract';
import { ErrorAlert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format-date';
import { useTranscription } from '../api/get-transcription';
import { formatClock } from '../utils/transcript-formats';
import { TranscriptActions, TranscriptView } from './transcript-view';
import { TranscriptionProgress } from './transcription-progress';

/** A job as it stands: its progress, why it failed, or its transcript. */
export function TranscriptionJobBody({ job }: { job: TTranscription }) {
  if (job.status === 'queued' || job.status === 'running') return <TranscriptionProgress job={job} />;
  if (job.status === 'failed')
    return (
      <ErrorAlert title={job.error ?? 'The transcription failed.'}>Nothing was charged for it.</ErrorAlert>
    );
  return <TranscriptView job={job} />;
}

/** The job the page follows (`?job=`): asked every second until done, then shown with its actions. */
export function TranscriptionJob({ id }: { id: number }) {
  const query = useTranscription(id);
  return (
    <QueryState
      query={query}
      what="this transcription"
      fallback={<ListSkeleton label="Loading the transcription" rows={2} rowClassName="h-10" />}
    >
      {(job) => (
        <Card className="grid gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h2 className="font-semibold break-words">{job.file_name}</h2>
              <p className="text-xs text-muted-foreground">
                <span className="tabular-nums">{formatClock(job.duration_seconds)}</span> ·{' '}
                <time dateTime={job.created_at}>{formatDateTime(job.created_at)}</time>
              </p>
            </div>
            {job.status === 'done' ? (
              <div className="flex flex-wrap items-center gap-2">
                <TranscriptActions job={job} />
              </div>
            ) : null}
          </div>
          <TranscriptionJobBody job={job} />
        </Card>
      )}
    </QueryState>
  );
}
