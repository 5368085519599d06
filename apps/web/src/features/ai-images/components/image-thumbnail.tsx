import type { TSavedImage } from '@inkwell/contract';
import { cn } from '@/lib/utils';
import { savedImageAlt } from '../utils/image-labels';

/** Square tiles (an inline style: the app's one stylesheet has no aspect-ratio class to share). */
const SQUARE = { aspectRatio: '1 / 1' } as const;

interface ImageThumbnailProps {
  image: TSavedImage;
  onOpen: () => void;
  className?: string;
}

/** One image in a grid: its thumbnail (lazy, sized from the image so nothing moves), opening the lightbox. */
export function ImageThumbnail({ image, onOpen, className }: ImageThumbnailProps) {
  return (
    <button
      type="button"
      data-image-thumbnail=""
      aria-haspopup="dialog"
      onClick={onOpen}
      style={SQUARE}
      className={cn(
        'block w-full overflow-hidden rounded-xl border border-border bg-muted focus-ring hover:border-ring/40',
        className,
      )}
    >
      <img
        src={image.thumbnail_url}
        alt={savedImageAlt(image)}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </button>
  );
}
