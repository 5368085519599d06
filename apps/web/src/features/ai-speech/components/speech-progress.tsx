import { Spinner } from '@/components/ui/spinner';
import { useElapsedSeconds } from '@/lib/use-elapsed-seconds';

/** "Making the speech… 4 s" while the engine reads (1–10 s, longer for long texts). */
export function SpeechProgress() {
  const seconds = useElapsedSeconds();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="size-4 text-brand" />
      <span>Making the speech…</span>
      {/* The ticking seconds are for the eye; a screen reader hears the sentence once. */}
      <span aria-hidden="true" className="tabular-nums">
        {seconds} s
      </span>
    </p>
  );
}
