import type { TTranscription } from '@inkwell/contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { savedTranscriptionPath } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { formatClock } from '../utils/transcript-formats';
import { transcriptExcerpt } from '../utils/transcription-labels';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { savedTranscriptions } from '../api/saved-transcriptions';
import { transcriptionStatusText } from './transcription-progress';

/** One transcription: file name (to its page), status, length, date, the first words; Delete. */
export function SavedTranscriptionRow({ job }: { job: TTranscription }) {
  return (
    <article aria-label={job.file_name} className="flex items-start gap-3 px-4 py-4 sm:px-5">
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={savedTranscriptionPath(job.id)}
          className="font-medium break-words hover:underline focus-ring rounded-sm"
        >
          {job.file_name}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant={job.status === 'done' ? 'soft' : 'muted'}>
            {transcriptionStatusText(job.status)}
          </Badge>
          <span className="tabular-nums">{formatClock(job.duration_seconds)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={job.created_at}>{formatDateTime(job.created_at)}</time>
        </p>
        <p className="line-clamp-2 text-sm text-muted-foreground break-words">{transcriptExcerpt(job)}</p>
      </div>
      <DeleteSavedButton tool={savedTranscriptions} item={job} look="icon" />
    </article>
  );
}
