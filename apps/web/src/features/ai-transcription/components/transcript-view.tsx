import type { TTranscription } from '@inkwell/contract';
import { FileDown } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CopyTextButton } from '@/components/ui/copy-text-button';
import { downloadText } from '@/lib/download-text';
import { buildSrt, transcriptFileName } from '../utils/transcript-formats';
import { TranscriptSegments } from './transcript-segments';

/** Copy, and the transcript as a .txt or .srt file named after the upload. */
export function TranscriptActions({ job }: { job: TTranscription }) {
  const text = job.text ?? '';
  return (
    <>
      <CopyTextButton label="Copy text" look="text" readText={() => text} />
      <Button
        variant="outline"
        size="sm"
        onClick={() => downloadText(transcriptFileName(job.file_name, 'txt'), text)}
      >
        <FileDown aria-hidden="true" />
        Download .txt
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={job.segments.length === 0}
        onClick={() =>
          downloadText(
            transcriptFileName(job.file_name, 'srt'),
            buildSrt(job.segments),
            'application/x-subrip',
          )
        }
      >
        <FileDown aria-hidden="true" />
        Download .srt
      </Button>
    </>
  );
}

/** A finished transcript: the audio, the text, and the timestamped lines that seek the audio. */
export function TranscriptView({ job }: { job: TTranscription }) {
  const audio = useRef<HTMLAudioElement>(null);
  const seek = (seconds: number) => {
    const player = audio.current;
    if (!player) return;
    player.currentTime = seconds;
    void player.play().catch(() => undefined);
  };
  return (
    <div className="grid gap-5">
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={job.audio_url}
        aria-label={`Audio: ${job.file_name}`}
        className="h-10 w-full min-w-0 rounded-full"
      />
      <section aria-label="Transcript" className="grid gap-2">
        <h3 className="text-sm font-semibold">Transcript</h3>
        {job.text ? (
          <p className="text-sm leading-relaxed whitespace-pre-wrap break-words">{job.text}</p>
        ) : (
          <p className="text-sm text-muted-foreground">No speech was recognised in this recording.</p>
        )}
      </section>
      {job.segments.length > 0 ? <TranscriptSegments segments={job.segments} onSeek={seek} /> : null}
    </div>
  );
}
