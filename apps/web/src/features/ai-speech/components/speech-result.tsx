import { SPEECH_FORMAT_LABELS, type TSavedSpeech } from '@inkwell/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { formatDuration, speedLabel, voiceLine } from '../utils/speech-labels';
import { PlaybackRateSelect } from './playback-rate-select';
import { SpeechDownloadLink } from './speech-download-link';
import { SpeechPlayer } from './speech-player';
import { SpeechProgress } from './speech-progress';

/** The speech just made: its player with a playback speed, what it is, Download. */
function NewSpeech({ speech }: { speech: TSavedSpeech }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [rate, setRate] = useState(1);
  useEffect(() => {
    if (!audio.current) return;
    audio.current.defaultPlaybackRate = rate;
    audio.current.playbackRate = rate;
  }, [rate]);
  return (
    <div className="grid gap-4">
      <SpeechPlayer
        ref={audio}
        url={speech.audio_url}
        label="New speech"
        preload="metadata"
        // A new source starts at the default rate: the picked one again.
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = rate;
        }}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <p className="mr-auto text-sm text-muted-foreground">
          {voiceLine(speech.voice)} · {speedLabel(speech.speed)} · {SPEECH_FORMAT_LABELS[speech.format]} ·{' '}
          <span className="tabular-nums">{formatDuration(speech.duration_seconds)}</span>
        </p>
        <PlaybackRateSelect value={rate} onChange={setRate} />
        <SpeechDownloadLink speech={speech} />
      </div>
    </div>
  );
}

interface SpeechResultProps {
  generating: boolean;
  result: TSavedSpeech | undefined;
}

/** The speech being made (a progress line with the seconds), then its player and where it is kept. */
export function SpeechResult({ generating, result }: SpeechResultProps) {
  if (!generating && !result) return null;
  return (
    <Card
      role="region"
      aria-labelledby="speech-result-title"
      aria-busy={generating || undefined}
      className="grid gap-4 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="speech-result-title" className="text-lg font-semibold">
          New speech
        </h2>
        {result && !generating ? (
          <p className="text-sm text-muted-foreground">
            Saved to{' '}
            <Link to={paths.savedTextToSpeech} className="font-semibold text-brand hover:underline">
              {pages.savedTextToSpeech.title}
            </Link>
          </p>
        ) : null}
      </div>
      {generating ? (
        <>
          <SpeechProgress />
          <Skeleton className="h-10 w-full rounded-full" />
        </>
      ) : result ? (
        <NewSpeech key={result.id} speech={result} />
      ) : null}
    </Card>
  );
}
