import { LatestSaved } from '@/components/ai/latest-saved';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSavedItems } from '@/components/saved/saved-items';
import { savedImages } from '../api/saved-images';
import { ImageGrid } from './image-grid';
import { ImageGridSkeleton } from './image-grid-skeleton';

/** How many of the newest images the tool page shows. */
export const LATEST_IMAGES_COUNT = 8;

/** Under the tool: the user's newest images, and the way to all of them. */
export function LatestImages() {
  return (
    <LatestSaved
      title="Latest generations"
      listPath={paths.savedImages}
      listTitle={pages.savedImages.title}
      query={useSavedItems(savedImages, { page: 1, page_size: LATEST_IMAGES_COUNT })}
      what="your latest images"
      fallback={<ImageGridSkeleton label="Loading your latest images" tiles={4} />}
      empty="No images yet. The ones you create will appear here."
    >
      {(images) => <ImageGrid images={images} label="Latest generations" deletable />}
    </LatestSaved>
  );
}
