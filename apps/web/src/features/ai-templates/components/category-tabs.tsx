import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';

/** The tab that shows every category. */
export const ALL_CATEGORIES = '';

interface CategoryTabsProps {
  categories: string[];
  value: string;
  onChange: (category: string) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** All, then each category: tabs (arrow keys, Home and End move between them). */
export function CategoryTabs({ categories, value, onChange, panelId }: CategoryTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const tabs = [
    { value: ALL_CATEGORIES, label: 'All' },
    ...categories.map((name) => ({ value: name, label: name })),
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Categories"
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 rounded-xl border border-border bg-muted/60 p-1"
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-ring hover:text-foreground',
              selected && 'bg-background text-foreground shadow-xs',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
