import { SavedList } from '@/components/saved/saved-list';
import { useSavedListFilters } from '@/components/saved/use-saved-list-filters';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useImageOptions } from '../api/get-image-options';
import { useSavedItems } from '@/components/saved/saved-items';
import { savedImages } from '../api/saved-images';
import { useImageLightbox } from '../hooks/use-image-lightbox';
import { IMAGE_GRID_CLASS } from '../utils/image-grid';
import { ImageGridSkeleton } from './image-grid-skeleton';
import { ImageLightboxHost } from './image-lightbox-host';
import { ImageThumbnail } from './image-thumbnail';

/** How many images a page of My Images shows (a multiple of the grid's 2, 3 and 4 columns). */
export const SAVED_IMAGES_PAGE_SIZE = 24;

/** The user's images, newest first: searchable by prompt, a page at a time, each opening the lightbox. */
export function SavedImageGallery() {
  const controls = useSavedListFilters();
  const { page, ...filters } = controls.query;
  const query = useSavedItems(savedImages, {
    page,
    page_size: SAVED_IMAGES_PAGE_SIZE,
    ...filters,
  });
  const images = query.data?.results ?? [];
  // The lightbox names styles and qualities as the model's options do: asked for ahead of it.
  useImageOptions();
  const { gridContainer, ...lightbox } = useImageLightbox(images);
  return (
    <div ref={gridContainer}>
      <SavedList
        controls={controls}
        query={query}
        pageSize={SAVED_IMAGES_PAGE_SIZE}
        what="your images"
        searchPlaceholder="Search by prompt"
        tool={{ title: pages.aiImages.title, path: paths.aiImages }}
        listClassName={`${IMAGE_GRID_CLASS} p-4`}
        fallback={<ImageGridSkeleton label="Loading your images" tiles={8} className="p-4" />}
        renderItem={(image) => (
          <ImageThumbnail
            image={image}
            onOpen={() => lightbox.open(images.findIndex((shown) => shown.id === image.id))}
          />
        )}
      />
      <ImageLightboxHost lightbox={lightbox} images={images} deletable />
    </div>
  );
}
