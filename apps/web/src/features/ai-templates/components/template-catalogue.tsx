import { useId } from 'react';
import { NotConfiguredPanel } from '@/components/ai/not-configured-panel';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useAiToolReady } from '@/lib/get-ai-status';
import { useUrlFilters } from '@/lib/use-url-filters';
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
  const panelId = useId();
  const filters = useUrlFilters({
    read: (params) => ({
      category: params.get('category') || undefined,
      search: params.get('search') || undefined,
    }),
  });
  const { category = ALL_CATEGORIES, search } = filters.query;
  const every = useTemplates({});
  const query = useTemplates(filters.query);
  const narrowed = category !== ALL_CATEGORIES || search !== undefined;
  const ready = useAiToolReady('template');
  return (
    <div className="grid gap-5">
      {ready === false ? <NotConfiguredPanel capability="template" /> : null}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <CategoryTabs
          categories={categoriesOf(every.data)}
          value={category}
          onChange={(value) => filters.setFilter('category', value)}
          panelId={panelId}
        />
        <div className="lg:ml-auto lg:w-72">
          <SearchField
            label="Search templates"
            placeholder="Search templates"
            value={filters.search}
            onChange={filters.setSearch}
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
