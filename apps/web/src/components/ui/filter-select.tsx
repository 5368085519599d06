import { useId, type ReactNode } from 'react';
import { NativeSelect } from './native-select';

/** The small label above one control of a filter bar (a select, a text or date box). */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

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
    <FilterField id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </FilterField>
  );
}
