import type { TTranscriptSegment } from '@inkwell/contract';
import { formatClock } from '../utils/transcript-formats';

interface TranscriptSegmentsProps {
  segments: readonly TTranscriptSegment[];
  /** Plays the audio from a time (seconds). */
  onSeek: (seconds: number) => void;
}

/** The transcript line by line, each with its start; a click plays the audio from there. */
export function TranscriptSegments({ segments, onSeek }: TranscriptSegmentsProps) {
  return (
    <section aria-labelledby="transcript-segments" className="grid gap-2">
      <h3 id="transcript-segments" className="text-sm font-semibold">
        Timestamps
      </h3>
      <ol aria-label="Segments" className="grid gap-1">
        {segments.map((segment, index) => (
          <li key={`${segment.start}-${index}`}>
            <button
              type="button"
              onClick={() => onSeek(segment.start)}
              className="grid w-full grid-cols-[4rem_minmax(0,1fr)] gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-ring"
            >
              <time
                className="text-muted-foreground tabular-nums"
                dateTime={`PT${segment.start.toFixed(2)}S`}
              >
                {formatClock(segment.start)}
              </time>
              <span className="break-words">{segment.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
