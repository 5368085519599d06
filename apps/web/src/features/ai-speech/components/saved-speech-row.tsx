import type { TSavedSpeech } from '@inkwell/contract';
import { formatDateTime } from '@/lib/format-date';
import { formatDuration, speechExcerpt, voiceLine } from '../utils/speech-labels';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { savedSpeeches } from '../api/saved-speeches';
import { SpeechDownloadLink } from './speech-download-link';
import { SpeechPlayer } from './speech-player';

/** One saved speech: its text, voice, length and date; its player, Download and Delete. */
export function SavedSpeechRow({ speech }: { speech: TSavedSpeech }) {
  const excerpt = speechExcerpt(speech);
  return (
    <article aria-label={excerpt} className="grid gap-3 px-4 py-4 sm:px-5">
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="line-clamp-2 font-medium break-words" title={speech.text}>
            {speech.text}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span>{voiceLine(speech.voice)}</span>
            <span aria-hidden="true">·</span>
            <span className="tabular-nums">{formatDuration(speech.duration_seconds)}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={speech.created_at}>{formatDateTime(speech.created_at)}</time>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <SpeechDownloadLink speech={speech} size="icon" />
          <DeleteSavedButton tool={savedSpeeches} item={speech} look="icon" />
        </div>
      </div>
      <SpeechPlayer url={speech.audio_url} label={`Play “${excerpt}”`} preload="metadata" />
    </article>
  );
}
