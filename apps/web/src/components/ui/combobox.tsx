import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './input';

export interface TComboboxOption {
  value: string;
  label: string;
}

interface ComboboxProps {
  id: string;
  options: readonly TComboboxOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** What is typed, as it changes ('' once the box closes): for options the caller looks up (a server search). */
  onQueryChange?: (query: string) => void;
  /** Shown when no option matches; "No match" by default (say "Searching…" while options load). */
  emptyText?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The options whose label contains the words typed (any case); all of them before typing. */
function filterOptions(options: readonly TComboboxOption[], query: string | null) {
  const words = query?.trim().toLowerCase() ?? '';
  return words ? options.filter((option) => option.label.toLowerCase().includes(words)) : options;
}

/**
 * A select whose list narrows as you type (the WAI-ARIA combobox with a listbox popup): arrows
 * move through the options, Enter picks, Escape closes. What is typed only searches; leaving the
 * box keeps the last pick (or the option typed out in full).
 */
export function Combobox({
  id,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  onQueryChange,
  emptyText = 'No match',
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = filterOptions(options, query);
  const selected = options.find((option) => option.value === value);

  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  function show() {
    setOpen(true);
    setActive(
      Math.max(
        0,
        shown.findIndex((option) => option.value === value),
      ),
    );
  }

  function close() {
    setOpen(false);
    setQuery(null);
    onQueryChange?.('');
  }

  function pick(option: TComboboxOption | undefined) {
    if (option) onChange(option.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), shown.length - 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  function onBlur() {
    const typed = query?.trim().toLowerCase();
    pick(typed ? options.find((option) => option.label.toLowerCase() === typed) : undefined);
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? `${listId}-${active}` : undefined}
        value={query ?? selected?.label ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          onQueryChange?.(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        // Typing replaces the shown name rather than adding to it.
        onFocus={(event) => event.target.select()}
        onClick={() => (open ? undefined : show())}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={cn(fieldControlClass, 'h-10 pr-9')}
        {...aria}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg shadow-black/10"
      >
        {shown.length === 0 ? (
          <li className="px-3 py-2 text-sm text-muted-foreground">{emptyText}</li>
        ) : (
          shown.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={option.value === value}
              // Keeps the focus in the box, so picking does not first blur it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm',
                index === active && 'bg-muted',
              )}
            >
              {option.label}
              {option.value === value ? <Check aria-hidden="true" className="size-4 text-brand" /> : null}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
