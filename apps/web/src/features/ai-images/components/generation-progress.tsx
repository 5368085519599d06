import { Spinner } from '@/components/ui/spinner';
import { useElapsedSeconds } from '@/lib/use-elapsed-seconds';
import { imageCount } from '../utils/image-labels';

/** "Generating 2 images… 14 s" while the provider draws (seconds to a minute). */
export function GenerationProgress({ count }: { count: number }) {
  const seconds = useElapsedSeconds();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="size-4 text-brand" />
      <span>Generating {imageCount(count)}…</span>
      {/* The ticking seconds are for the eye; a screen reader hears the sentence once. */}
      <span aria-hidden="true" className="tabular-nums">
        {seconds} s
      </span>
    </p>
  );
}
