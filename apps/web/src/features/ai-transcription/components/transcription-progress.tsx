import type { TTranscription } from '@inkwell/contract';

const STATUS_TEXT: Record<TTranscription['status'], string> = {
  queued: 'Queued',
  running: 'Transcribing',
  done: 'Done',
  failed: 'Failed',
};

export function transcriptionStatusText(status: TTranscription['status']): string {
  return STATUS_TEXT[status];
}

interface ProgressBarProps {
  /** "Uploading", "Transcribing". */
  label: string;
  /** 0–1. */
  value: number;
}

/** A labelled bar with its percentage. */
export function ProgressBar({ label, value }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A queued or running job: its status and the server's estimate of how far it is. */
export function TranscriptionProgress({ job }: { job: TTranscription }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-2">
      <ProgressBar
        label={transcriptionStatusText(job.status)}
        value={job.status === 'queued' ? 0 : job.progress}
      />
      <p className="text-xs text-muted-foreground">
        {job.file_name}. You can leave this page; the transcript will be in My Speech To Text.
      </p>
    </div>
  );
}
