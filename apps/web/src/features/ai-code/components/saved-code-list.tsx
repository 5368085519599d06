import { CODE_LANGUAGE_IDS } from '@inkwell/contract';
import { SavedList } from '@/components/saved/saved-list';
import { useSavedListFilters } from '@/components/saved/use-saved-list-filters';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { oneOf } from '@/lib/url-filters';
import { useSavedItems } from '@/components/saved/saved-items';
import { savedCodes } from '../api/saved-codes';
import { LanguageSelect } from './language-select';
import { SavedCodeRow } from './saved-code-row';

/** How many saved runs a page lists. */
export const SAVED_CODES_PAGE_SIZE = 20;

/** The user's saved runs, newest first: searchable, narrowed by language, a page at a time. */
export function SavedCodeList() {
  const controls = useSavedListFilters((params) => ({
    language: oneOf(CODE_LANGUAGE_IDS, params.get('language')),
  }));
  const { language } = controls.query;
  const { page, ...filters } = controls.query;
  const query = useSavedItems(savedCodes, {
    page,
    page_size: SAVED_CODES_PAGE_SIZE,
    ...filters,
  });
  return (
    <SavedList
      controls={controls}
      query={query}
      pageSize={SAVED_CODES_PAGE_SIZE}
      what="your generated codes"
      searchPlaceholder="Search by prompt"
      filtered={language !== undefined}
      filters={
        <div className="sm:w-52">
          <label htmlFor="saved-codes-language" className="sr-only">
            Language
          </label>
          <LanguageSelect
            id="saved-codes-language"
            value={language ?? ''}
            placeholder="All languages"
            onChange={(event) => controls.setFilter('language', event.target.value)}
          />
        </div>
      }
      tool={{ title: pages.aiCode.title, path: paths.aiCode }}
      renderItem={(saved) => <SavedCodeRow saved={saved} />}
    />
  );
}
