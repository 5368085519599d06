import { SavedList } from '@/components/saved/saved-list';
import { useSavedListFilters } from '@/components/saved/use-saved-list-filters';
import { NativeSelect } from '@/components/ui/native-select';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSavedItems } from '@/components/saved/saved-items';
import { savedTemplates } from '../api/saved-templates';
import { useTemplates } from '../api/get-templates';
import { SavedTemplateRow } from './saved-template-row';

/** How many saved runs a page lists. */
export const SAVED_TEMPLATES_PAGE_SIZE = 20;

/** The user's saved template runs, newest first: searchable, narrowed by category, a page at a time. */
export function SavedTemplateList() {
  const controls = useSavedListFilters((params) => ({ category: params.get('category') || undefined }));
  const { category } = controls.query;
  const categories = [...new Set((useTemplates({}).data ?? []).map((template) => template.category))];
  const { page, ...filters } = controls.query;
  const query = useSavedItems(savedTemplates, {
    page,
    page_size: SAVED_TEMPLATES_PAGE_SIZE,
    ...filters,
  });
  return (
    <SavedList
      controls={controls}
      query={query}
      pageSize={SAVED_TEMPLATES_PAGE_SIZE}
      what="your templates"
      searchPlaceholder="Search by template or result"
      filtered={category !== undefined}
      filters={
        <div className="sm:w-52">
          <label htmlFor="saved-templates-category" className="sr-only">
            Category
          </label>
          <NativeSelect
            id="saved-templates-category"
            value={category ?? ''}
            onChange={(event) => controls.setFilter('category', event.target.value)}
          >
            <option value="">All categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
      tool={{ title: pages.templates.title, path: paths.templates }}
      renderItem={(saved) => <SavedTemplateRow saved={saved} />}
    />
  );
}
