import type { TSavedImage } from '@inkwell/contract';
import { useImageLightbox } from '../hooks/use-image-lightbox';
import { ImageLightboxHost } from './image-lightbox-host';
import { ImageThumbnail } from './image-thumbnail';
import { IMAGE_GRID_CLASS } from '../utils/image-grid';

interface ImageGridProps {
  images: TSavedImage[];
  /** The list's accessible name: "New images", "Latest generations". */
  label: string;
  /** Delete from the lightbox (saved lists; not the answer just shown). */
  deletable?: boolean;
}

/** Thumbnails in a grid, each opening the lightbox with the others a key press away. */
export function ImageGrid({ images, label, deletable = false }: ImageGridProps) {
  const { gridContainer, ...lightbox } = useImageLightbox(images);
  return (
    <>
      <ul ref={gridContainer} aria-label={label} className={IMAGE_GRID_CLASS}>
        {images.map((image, index) => (
          <li key={image.id}>
            <ImageThumbnail image={image} onOpen={() => lightbox.open(index)} />
          </li>
        ))}
      </ul>
      <ImageLightboxHost lightbox={lightbox} images={images} deletable={deletable} />
    </>
  );
}
