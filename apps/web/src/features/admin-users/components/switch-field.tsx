import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A line under the label: what turning it on does, or why it cannot be turned. */
  hint: ReactNode;
}

/** A form's on/off field: the switch, its label and a hint it is described by. */
export function SwitchField({ id, label, checked, onChange, disabled, hint }: SwitchFieldProps) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3.5">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
