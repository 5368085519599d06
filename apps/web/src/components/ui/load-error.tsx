import { RotateCw, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';

interface LoadErrorProps {
  /** What failed to load, e.g. "the plans". */
  what: string;
  onRetry: () => void;
  retrying?: boolean;
  /** One line instead of a box, for small places (a receipt's letterhead, a row of logos). */
  compact?: boolean;
  className?: string;
}

/** The inline failure state of a section: never a blank space, always a way to try again. */
export function LoadError({ what, onRetry, retrying = false, compact = false, className }: LoadErrorProps) {
  const retry = (
    <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
      <RotateCw className={cn(retrying && 'animate-spin')} />
      Retry
    </Button>
  );
  if (compact) {
    return (
      <div role="alert" className={cn('flex flex-wrap items-center gap-3 text-sm', className)}>
        <span>We couldn’t load {what}.</span>
        {retry}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card/60 px-6 py-10 text-center',
        className,
      )}
    >
      <span className="grid size-10 place-items-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-5" />
      </span>
      <p className="font-medium">We couldn’t load {what}.</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Check your connection and try again. If it keeps happening, the service may be restarting.
      </p>
      {retry}
    </div>
  );
}
