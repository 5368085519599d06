import { SavedList } from '@/components/saved/saved-list';
import { useSavedListFilters } from '@/components/saved/use-saved-list-filters';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSavedItems } from '@/components/saved/saved-items';
import { savedTranscriptions } from '../api/saved-transcriptions';
import { SavedTranscriptionRow } from './saved-transcription-row';

/** How many transcriptions a page of My Speech To Text lists. */
export const SAVED_TRANSCRIPTIONS_PAGE_SIZE = 10;

/** The user's transcriptions, newest first: searchable by text, a page at a time. */
export function SavedTranscriptionList() {
  const controls = useSavedListFilters();
  const { page, ...filters } = controls.query;
  const query = useSavedItems(savedTranscriptions, {
    page,
    page_size: SAVED_TRANSCRIPTIONS_PAGE_SIZE,
    ...filters,
  });
  return (
    <SavedList
      controls={controls}
      query={query}
      pageSize={SAVED_TRANSCRIPTIONS_PAGE_SIZE}
      what="your transcriptions"
      searchPlaceholder="Search by text"
      tool={{ title: pages.speechToText.title, path: paths.speechToText }}
      renderItem={(job) => <SavedTranscriptionRow job={job} />}
    />
  );
}
