import { useId } from 'react';
import { cn } from '@/lib/utils';
import { FieldError } from '@/components/ui/form-field';

interface ImageCountPickerProps {
  value: string;
  max: number;
  onChange: (count: string) => void;
  error?: string | undefined;
}

/** How many images, 1 to the model's most, as a segmented row of radio buttons. */
export function ImageCountPicker({ value, max, onChange, error }: ImageCountPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">Number of images</legend>
      <div className="flex gap-1 rounded-xl border border-border bg-muted/60 p-1">
        {Array.from({ length: Math.max(1, max) }, (_, index) => String(index + 1)).map((count) => (
          <label
            key={count}
            className={cn(
              'flex h-8 flex-1 cursor-pointer items-center justify-center rounded-lg text-sm font-medium text-muted-foreground tabular-nums transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring hover:text-foreground',
              value === count && 'bg-background text-foreground shadow-xs',
            )}
          >
            <input
              type="radio"
              name={name}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
              className="sr-only"
            />
            {count}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
