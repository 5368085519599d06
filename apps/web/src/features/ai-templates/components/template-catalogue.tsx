import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { NotConfiguredPanel } from '@/components/ai/not-configured-panel';
import { SAVED_SEARCH_DELAY_MS } from '@/components/saved/use-saved-list-controls';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAiToolReady } from '@/lib/get-ai-status';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTemplates } from '../api/get-templates';
import { ALL_CATEGORIES, CategoryTabs } from './category-tabs';
import { TemplateCard } from './template-card';

/** Cards while the templates load, the size of the first row or two. */
function CatalogueSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading the templates"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-36 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** The categories the templates fall in, in the order they first appear. */
function categoriesOf(templates: { category: string }[] | undefined): string[] {
  return [...new Set((templates ?? []).map((template) => template.category))];
}

/**
 * Every template as a card: narrowed by category tab and a search that waits for a pause; the
 * set-up panel above them while Templates have no model.
 */
export function TemplateCatalogue() {
  const searchId = useId();
  const panelId = useId();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const words = useDebouncedValue(search.trim(), SAVED_SEARCH_DELAY_MS);
  const every = useTemplates({});
  const query = useTemplates({ category: category || undefined, search: words || undefined });
  const narrowed = category !== ALL_CATEGORIES || words !== '';
  const ready = useAiToolReady('template');
  return (
    <div className="grid gap-5">
      {ready === false ? <NotConfiguredPanel capability="template" /> : null}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <CategoryTabs
          categories={categoriesOf(every.data)}
          value={category}
          onChange={setCategory}
          panelId={panelId}
        />
        <div className="relative lg:ml-auto lg:w-72">
          <label htmlFor={searchId} className="sr-only">
            Search templates
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search templates"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-label="Templates"
        aria-busy={query.isPlaceholderData || undefined}
      >
        <QueryState query={query} what="the templates" fallback={<CatalogueSkeleton />}>
          {(templates) =>
            templates.length === 0 ? (
              <Card className="px-5 py-12 text-center text-sm text-muted-foreground">
                {narrowed ? 'No template matches your search.' : 'No templates are available yet.'}
              </Card>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {templates.map((template) => (
                  <li key={template.id}>
                    <TemplateCard template={template} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
