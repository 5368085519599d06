import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from './input';

interface SearchFieldProps {
  /** The box's accessible name, e.g. "Search users" (visually hidden; the icon shows what it is). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's search box with its magnifier icon. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
