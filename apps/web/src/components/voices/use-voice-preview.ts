import { useRef, useState, type SyntheticEvent } from 'react';
import { pauseOtherAudio } from '@/lib/pause-other-audio';

/** What a preview plays: a voice's id and its signed sample link. */
export interface TPreviewableVoice {
  id: number;
  preview_url: string;
}

/** Where the one preview is: made on first play (about a second), then playing. */
export type TPreviewState = { voiceId: number; status: 'loading' | 'playing' } | null;

/**
 * One `<audio>` for every voice's preview: Play on a voice starts its sample (and stops any
 * other sound of the page), Play on the playing voice stops it. Spread `audioProps` on the
 * hidden audio element.
 */
export function useVoicePreview() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const current = useRef<number | null>(null);
  const [preview, setPreview] = useState<TPreviewState>(null);
  const [failedId, setFailedId] = useState<number | null>(null);

  function stop() {
    current.current = null;
    setPreview(null);
  }

  function toggle(voice: TPreviewableVoice) {
    const audio = audioRef.current;
    if (!audio) return;
    if (current.current === voice.id) {
      audio.pause();
      stop();
      return;
    }
    current.current = voice.id;
    setFailedId(null);
    setPreview({ voiceId: voice.id, status: 'loading' });
    audio.src = voice.preview_url;
    pauseOtherAudio(audio);
    audio.play().catch((error: unknown) => {
      // Another voice's Play (or Stop) interrupted this one: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (current.current !== voice.id) return;
      setFailedId(voice.id);
      stop();
    });
  }

  const audioProps = {
    ref: audioRef,
    preload: 'none',
    onPlaying: () => {
      const voiceId = current.current;
      if (voiceId !== null) setPreview({ voiceId, status: 'playing' });
    },
    onEnded: stop,
    // A real pause (Stop, another player starting); not the old sample's when a new one starts.
    onPause: (event: SyntheticEvent<HTMLAudioElement>) => {
      if (event.currentTarget.paused && !event.currentTarget.ended) stop();
    },
    onError: () => {
      if (current.current === null) return;
      setFailedId(current.current);
      stop();
    },
  } as const;

  return { preview, failedId, toggle, audioProps };
}
