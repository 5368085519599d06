import { SavedList } from '@/components/saved/saved-list';
import { useSavedListFilters } from '@/components/saved/use-saved-list-filters';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSavedItems } from '@/components/saved/saved-items';
import { savedSpeeches } from '../api/saved-speeches';
import { SavedSpeechRow } from './saved-speech-row';
import { SpeechRowsSkeleton } from './speech-rows-skeleton';

/** How many speeches a page of My Text To Speeches lists. */
export const SAVED_SPEECHES_PAGE_SIZE = 10;

/** The user's speeches, newest first: searchable by text, a page at a time, each with its player. */
export function SavedSpeechList() {
  const controls = useSavedListFilters();
  const { page, ...filters } = controls.query;
  const query = useSavedItems(savedSpeeches, {
    page,
    page_size: SAVED_SPEECHES_PAGE_SIZE,
    ...filters,
  });
  return (
    <SavedList
      controls={controls}
      query={query}
      pageSize={SAVED_SPEECHES_PAGE_SIZE}
      what="your speeches"
      searchPlaceholder="Search by text"
      tool={{ title: pages.textToSpeech.title, path: paths.textToSpeech }}
      fallback={<SpeechRowsSkeleton label="Loading your speeches" rows={4} />}
      renderItem={(speech) => <SavedSpeechRow speech={speech} />}
    />
  );
}
