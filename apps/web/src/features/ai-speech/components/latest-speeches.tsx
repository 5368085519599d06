import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSavedSpeeches } from '../api/get-saved-speeches';
import { SavedSpeechRow } from './saved-speech-row';
import { SpeechRowsSkeleton } from './speech-rows-skeleton';

/** How many of the newest speeches the tool page shows. */
export const LATEST_SPEECHES_COUNT = 5;

/** Under the tool: the user's newest speeches with their players, and the way to all of them. */
export function LatestSpeeches() {
  const query = useSavedSpeeches({ page: 1, page_size: LATEST_SPEECHES_COUNT });
  return (
    <Card role="region" aria-labelledby="latest-speeches-title" className="grid gap-2 py-4 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 sm:px-6">
        <h2 id="latest-speeches-title" className="text-lg font-semibold">
          Latest speeches
        </h2>
        <Link
          to={paths.savedTextToSpeech}
          className="rounded-sm text-sm font-semibold text-brand focus-ring hover:underline"
        >
          See all in {pages.savedTextToSpeech.title}
        </Link>
      </div>
      <QueryState
        query={query}
        what="your latest speeches"
        compact
        errorClassName="mx-4 sm:mx-6"
        fallback={<SpeechRowsSkeleton label="Loading your latest speeches" rows={2} />}
      >
        {(page) =>
          page.results.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">
              No speeches yet. The ones you make will appear here.
            </p>
          ) : (
            <ul aria-label="Latest speeches" className="divide-y divide-border sm:px-1">
              {page.results.map((speech) => (
                <li key={speech.id}>
                  <SavedSpeechRow speech={speech} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
