import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Switch } from './switch';
import { FieldError } from './form-field';

interface SwitchFieldProps {
  id: string;
  label: string;
  /** A line under the label: what turning it on does, or why it cannot be turned. */
  hint: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The field's error from the API, under it. */
  error?: string | undefined;
  /** In a bordered box with a smaller hint, for switches side by side (a user's profile). */
  boxed?: boolean;
}

/** A form's on/off field: its label and hint beside the switch (which they name and describe), its error under them. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  error,
  boxed,
}: SwitchFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={cn('grid gap-2', boxed && 'rounded-xl border border-border p-3.5')}>
      <div className="flex items-start justify-between gap-4">
        <div className={cn('grid', boxed ? 'gap-1' : 'gap-0.5')}>
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <p id={hintId} className={cn('text-muted-foreground', boxed ? 'text-xs' : 'text-sm')}>
            {hint}
          </p>
        </div>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-describedby={error ? `${id}-error ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
