import { LatestSaved } from '@/components/ai/latest-saved';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSavedItems } from '@/components/saved/saved-items';
import { savedSpeeches } from '../api/saved-speeches';
import { SavedSpeechRow } from './saved-speech-row';
import { SpeechRowsSkeleton } from './speech-rows-skeleton';

/** How many of the newest speeches the tool page shows. */
export const LATEST_SPEECHES_COUNT = 5;

/** Under the tool: the user's newest speeches with their players, and the way to all of them. */
export function LatestSpeeches() {
  return (
    <LatestSaved
      title="Latest speeches"
      listPath={paths.savedTextToSpeech}
      listTitle={pages.savedTextToSpeech.title}
      query={useSavedItems(savedSpeeches, { page: 1, page_size: LATEST_SPEECHES_COUNT })}
      what="your latest speeches"
      fallback={<SpeechRowsSkeleton label="Loading your latest speeches" rows={2} />}
      empty="No speeches yet. The ones you make will appear here."
      flush
    >
      {(speeches) => (
        <ul aria-label="Latest speeches" className="divide-y divide-border sm:px-1">
          {speeches.map((speech) => (
            <li key={speech.id}>
              <SavedSpeechRow speech={speech} />
            </li>
          ))}
        </ul>
      )}
    </LatestSaved>
  );
}
