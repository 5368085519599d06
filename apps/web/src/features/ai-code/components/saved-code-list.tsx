import type { TCodeLanguageId } from '@inkwell/contract';
import { useState } from 'react';
import { SavedList } from '@/components/saved/saved-list';
import { useSavedListControls } from '@/components/saved/use-saved-list-controls';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSavedItems } from '@/components/saved/saved-items';
import { savedCodes } from '../api/saved-codes';
import { LanguageSelect } from './language-select';
import { SavedCodeRow } from './saved-code-row';

/** How many saved runs a page lists. */
export const SAVED_CODES_PAGE_SIZE = 20;

/** The user's saved runs, newest first: searchable, narrowed by language, a page at a time. */
export function SavedCodeList() {
  const controls = useSavedListControls();
  const [language, setLanguage] = useState<TCodeLanguageId | ''>('');
  const query = useSavedItems(savedCodes, {
    page: controls.page,
    page_size: SAVED_CODES_PAGE_SIZE,
    search: controls.words || undefined,
    language: language || undefined,
  });
  return (
    <SavedList
      controls={controls}
      query={query}
      pageSize={SAVED_CODES_PAGE_SIZE}
      what="your generated codes"
      searchPlaceholder="Search by prompt"
      filtered={language !== ''}
      filters={
        <div className="sm:w-52">
          <label htmlFor="saved-codes-language" className="sr-only">
            Language
          </label>
          <LanguageSelect
            id="saved-codes-language"
            value={language}
            placeholder="All languages"
            onChange={(event) => {
              setLanguage(event.target.value as TCodeLanguageId | '');
              controls.setPage(1);
            }}
          />
        </div>
      }
      tool={{ title: pages.aiCode.title, path: paths.aiCode }}
      renderItem={(saved) => <SavedCodeRow saved={saved} />}
    />
  );
}
