import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

interface SearchFieldProps {
  /** The box's accessible name, e.g. "Search users" (visually hidden; the icon shows what it is). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of its wrapper, e.g. its width or place in a filter grid. */
  className?: string;
}

/** A list's search box with its magnifier icon. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
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
