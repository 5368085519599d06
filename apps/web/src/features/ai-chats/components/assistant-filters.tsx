import { SearchField } from '@/components/ui/search-field';
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
      <SearchField
        label="Search assistants"
        placeholder="Search assistants"
        value={search}
        onChange={onSearchChange}
        className="sm:max-w-sm"
      />
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
