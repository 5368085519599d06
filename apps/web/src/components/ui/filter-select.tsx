import { useId, type ReactNode } from 'react';
import { NativeSelect } from './native-select';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** One labelled select of a list's filter bar (the Support Center, the admin lists). */
export function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
