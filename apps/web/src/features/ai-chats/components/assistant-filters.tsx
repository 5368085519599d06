import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The category filter's first choice, which shows every assistant. */
export const ALL_CATEGORIES = 'All';

interface AssistantFiltersProps {
  categories: string[];
  category: string;
  onCategoryChange: (category: string) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** Narrows the assistants by category (All first) and by words in their name or description. */
export function AssistantFilters({
  categories,
  category,
  onCategoryChange,
  search,
  onSearchChange,
}: AssistantFiltersProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="relative sm:max-w-sm">
        <label htmlFor="assistant-search" className="sr-only">
          Search assistants
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="assistant-search"
          type="search"
          placeholder="Search assistants"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
        {[ALL_CATEGORIES, ...categories].map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={name === category}
            onClick={() => onCategoryChange(name)}
            className={cn(
              'h-8 rounded-full border border-border px-3 text-sm font-medium text-muted-foreground transition-colors focus-ring hover:bg-muted hover:text-foreground',
              'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground',
            )}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}
