import { formatCount } from '@/lib/format-price';
import { cn } from '@/lib/utils';

/** "1,234 / 4,000" under a box, red past the limit. */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p
      id={id}
      className={cn(
        'text-right text-xs tabular-nums',
        length > max ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      {formatCount(length)} / {formatCount(max)} characters
    </p>
  );
}
