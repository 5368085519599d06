import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSavedImages } from '../api/get-saved-images';
import { ImageGrid } from './image-grid';
import { ImageGridSkeleton } from './image-grid-skeleton';

/** How many of the newest images the tool page shows. */
export const LATEST_IMAGES_COUNT = 8;

/** Under the tool: the user's newest images, and the way to all of them. */
export function LatestImages() {
  const query = useSavedImages({ page: 1, page_size: LATEST_IMAGES_COUNT });
  return (
    <Card role="region" aria-labelledby="latest-images-title" className="grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="latest-images-title" className="text-lg font-semibold">
          Latest generations
        </h2>
        <Link
          to={paths.savedImages}
          className="rounded-sm text-sm font-semibold text-brand focus-ring hover:underline"
        >
          See all in {pages.savedImages.title}
        </Link>
      </div>
      <QueryState
        query={query}
        what="your latest images"
        compact
        fallback={<ImageGridSkeleton label="Loading your latest images" tiles={4} />}
      >
        {(page) =>
          page.results.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">
              No images yet. The ones you create will appear here.
            </p>
          ) : (
            <ImageGrid images={page.results} label="Latest generations" deletable />
          )
        }
      </QueryState>
    </Card>
  );
}
