import { Play, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { TPreviewState } from './use-voice-preview';

interface VoicePreviewButtonProps {
  voiceId: number;
  /** The voice's name, read after "Play" / "Stop" by screen readers. */
  name: string;
  preview: TPreviewState;
  onPreview: () => void;
  className?: string;
}

/** Play a voice's sample (a spinner while it is made), Stop while it plays. */
export function VoicePreviewButton({
  voiceId,
  name,
  preview,
  onPreview,
  className,
}: VoicePreviewButtonProps) {
  const state = preview?.voiceId === voiceId ? preview.status : null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={cn('shrink-0', className)}
      aria-busy={state === 'loading' || undefined}
      onClick={onPreview}
    >
      {state === 'loading' ? (
        <Spinner />
      ) : state === 'playing' ? (
        <Square aria-hidden="true" />
      ) : (
        <Play aria-hidden="true" />
      )}
      {state === null ? 'Play' : 'Stop'} <span className="sr-only">{name}</span>
    </Button>
  );
}

/** Said under a voice whose sample could not be played. */
export function VoicePreviewFailure() {
  return (
    <span role="alert" className="text-xs font-medium text-destructive">
      The preview could not be played.
    </span>
  );
}
