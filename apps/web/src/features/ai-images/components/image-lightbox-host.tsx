import type { TSavedImage } from '@inkwell/contract';
import type { TImageLightbox } from '../hooks/use-image-lightbox';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { savedImages } from '../api/saved-images';
import { ImageLightbox } from './image-lightbox';

interface ImageLightboxHostProps {
  lightbox: Omit<TImageLightbox, 'gridContainer'>;
  images: readonly TSavedImage[];
  /** Delete from the lightbox (saved lists; not the images just made). */
  deletable: boolean;
}

/**
 * A grid's lightbox. It is part of the page's chunk, not a lazy one: a lazy chunk of its own
 * reshuffles the shared icon chunks and put /login over its first-load budget.
 */
export function ImageLightboxHost({ lightbox, images, deletable }: ImageLightboxHostProps) {
  return (
    <ImageLightbox
      images={images}
      index={lightbox.index}
      onMove={lightbox.move}
      onClose={lightbox.close}
      onClosed={lightbox.returnFocus}
      actions={
        deletable
          ? (image) => <DeleteSavedButton key={image.id} tool={savedImages} item={image} look="text" />
          : undefined
      }
    />
  );
}
