import { useId } from 'react';
import { FilterField } from './filter-select';
import { Input } from './input';

interface FilterInputProps extends React.ComponentProps<typeof Input> {
  label: string;
  /** Said under the box, which it describes. */
  error?: string | undefined;
}

/** A labelled text or date box of a list's filter bar (beside its `FilterSelect`s). */
export function FilterInput({ label, error, ...props }: FilterInputProps) {
  const id = useId();
  return (
    <FilterField id={id} label={label}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </FilterField>
  );
}
