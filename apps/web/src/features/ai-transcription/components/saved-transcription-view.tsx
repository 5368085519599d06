import { useNavigate } from 'react-router';
import { SavedDetail } from '@/components/saved/saved-detail';
import { Badge } from '@/components/ui/badge';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { SIGNED_LINKS_STALE_MS, useSavedItem } from '@/components/saved/saved-items';
import { savedTranscriptions } from '../api/saved-transcriptions';
import { isTranscriptionPending, TRANSCRIPTION_POLL_MS } from '../api/get-transcription';
import { formatClock } from '../utils/transcript-formats';
import { TranscriptionJobBody } from './transcription-job';
import { transcriptionStatusText } from './transcription-progress';
import { TranscriptActions } from './transcript-view';

/** One saved transcription: the audio, the transcript and its timestamps; Copy, Download, Delete. */
export function SavedTranscriptionView({ id }: { id: number }) {
  const query = useSavedItem(savedTranscriptions, id, {
    refetchEvery: (job) => (isTranscriptionPending(job) ? TRANSCRIPTION_POLL_MS : SIGNED_LINKS_STALE_MS),
  });
  const navigate = useNavigate();
  return (
    <QueryState
      query={query}
      what="this transcription"
      fallback={<ListSkeleton label="Loading the transcription" rows={3} rowClassName="h-16" />}
    >
      {(job) => (
        <SavedDetail
          title={job.file_name}
          meta={
            <>
              <Badge variant={job.status === 'done' ? 'soft' : 'muted'}>
                {transcriptionStatusText(job.status)}
              </Badge>
              <span className="tabular-nums">{formatClock(job.duration_seconds)}</span>
              <time dateTime={job.created_at}>{formatDateTime(job.created_at)}</time>
            </>
          }
          actions={
            <>
              {job.status === 'done' ? <TranscriptActions job={job} /> : null}
              <DeleteSavedButton
                tool={savedTranscriptions}
                item={job}
                look="text"
                onDeleted={() => void navigate(paths.savedSpeechToText, { replace: true })}
              />
            </>
          }
        >
          <TranscriptionJobBody job={job} />
        </SavedDetail>
      )}
    </QueryState>
  );
}
