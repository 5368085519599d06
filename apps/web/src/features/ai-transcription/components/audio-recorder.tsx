import { Mic, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRecorder } from '../hooks/use-recorder';
import { formatClock } from '../utils/transcript-formats';

interface AudioRecorderProps {
  /** The plan's minutes per transcription: the recording stops there. */
  maxMinutes: number | undefined;
  disabled: boolean;
  onRecorded: (file: File) => void;
}

/** Record in the browser: Record, the time so far (of the limit), Stop. */
export function AudioRecorder({ maxMinutes, disabled, onRecorded }: AudioRecorderProps) {
  const maxSeconds = maxMinutes !== undefined ? maxMinutes * 60 : undefined;
  const recorder = useRecorder(maxSeconds, onRecorded);
  if (recorder.state === 'unsupported') return null;
  const recording = recorder.state === 'recording';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {recording ? (
        <Button type="button" variant="outline" size="sm" onClick={recorder.stop}>
          <Square aria-hidden="true" />
          Stop recording
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => void recorder.start()}
        >
          <Mic aria-hidden="true" />
          Record
        </Button>
      )}
      {recording ? (
        <>
          <span role="timer" aria-label="Recording time" className="text-sm tabular-nums">
            {formatClock(recorder.seconds)}
            {maxSeconds !== undefined ? ` / ${formatClock(maxSeconds)}` : null}
          </span>
          <div
            role="meter"
            aria-label="Microphone level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(recorder.level * 100)}
            className="h-2 w-24 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-brand"
              style={{ width: `${Math.round(recorder.level * 100)}%` }}
            />
          </div>
        </>
      ) : null}
      {recorder.state === 'denied' ? (
        <span className="text-sm text-destructive">
          The microphone could not be used. Allow it in the browser.
        </span>
      ) : null}
    </div>
  );
}
