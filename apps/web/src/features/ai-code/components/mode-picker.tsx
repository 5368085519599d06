import { CODE_MODE_LABELS, CODE_MODES, type TCodeMode } from '@inkwell/contract';
import { cn } from '@/lib/utils';

interface ModePickerProps {
  value: TCodeMode;
  onChange: (mode: TCodeMode) => void;
  disabled?: boolean;
}

/** What to do, as a segmented row of radio buttons (arrow keys move between them). */
export function ModePicker({ value, onChange, disabled }: ModePickerProps) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">What to do</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-muted/60 p-1 sm:grid-cols-4">
        {CODE_MODES.map((mode) => (
          <label
            key={mode}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-medium text-muted-foreground transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring hover:text-foreground',
              value === mode && 'bg-background text-foreground shadow-xs',
            )}
          >
            <input
              type="radio"
              name="code-mode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="sr-only"
            />
            {CODE_MODE_LABELS[mode]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
