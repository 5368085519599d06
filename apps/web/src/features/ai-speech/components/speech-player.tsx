import type { ComponentProps } from 'react';
import { pauseOtherAudio } from '@/lib/pause-other-audio';
import { cn } from '@/lib/utils';
import { useFreshAudioSrc } from '../hooks/use-fresh-audio-src';

interface SpeechPlayerProps extends Omit<ComponentProps<'audio'>, 'src'> {
  /** The speech's signed audio link (a newer one after a refetch is used once the old one fails). */
  url: string;
  /** What the player is named by ("Speech: Hello world"). */
  label: string;
}

/** The browser's own player (play/pause, seek, volume); starting it stops any other sound of the page. */
export function SpeechPlayer({ url, label, className, onPlay, ...props }: SpeechPlayerProps) {
  const { src, onError } = useFreshAudioSrc(url);
  return (
    <audio
      controls
      preload="none"
      aria-label={label}
      {...props}
      src={src}
      onError={onError}
      onPlay={(event) => {
        pauseOtherAudio(event.currentTarget);
        onPlay?.(event);
      }}
      className={cn('h-10 w-full min-w-0 rounded-full', className)}
    />
  );
}
