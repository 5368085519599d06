import { useId } from 'react';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** One on/off setting of a form: its label and a line about it beside the switch, its error under them. */
export function SwitchField({ id, label, hint, checked, onCheckedChange, error }: SwitchFieldProps) {
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        </div>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          aria-describedby={error ? `${id}-error ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
