import type { TSavedImage } from '@inkwell/contract';
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { savedImageAlt, savedImageTitle } from '../utils/image-labels';
import { ImageDetails } from './image-details';

// One-off sizes as inline styles: this dialog alone uses them, so the app's one stylesheet
// (loaded by every page, /login included) does not carry them.
const LIGHTBOX_SIZE = { width: 'min(56rem, calc(100vw - 2rem))' } as const;
const IMAGE_FIT = { maxHeight: '60dvh', objectFit: 'contain' } as const;

interface ImageLightboxProps {
  images: readonly TSavedImage[];
  /** The image shown; null when closed. */
  index: number | null;
  onMove: (index: number) => void;
  onClose: () => void;
  /** After it closed: focus goes back to the thumbnail. */
  onClosed: () => void;
  /** Beside Download: what else can be done with the image (Delete, in saved lists). */
  actions?: (image: TSavedImage) => ReactNode;
}

/**
 * One image at full size with its prompt, size, style, quality and date; Download and the
 * caller's actions (Delete); ArrowLeft and ArrowRight move through the grid, Escape closes.
 */
export function ImageLightbox({ images, index, onMove, onClose, onClosed, actions }: ImageLightboxProps) {
  const image = index === null ? undefined : images[index];
  const contentRef = useRef<HTMLDivElement>(null);
  const imageId = image?.id;

  // After a delete the next image takes the place: focus stays in the lightbox, not on the page.
  useEffect(() => {
    const content = contentRef.current;
    if (imageId !== undefined && content && !content.contains(document.activeElement)) content.focus();
  }, [imageId]);

  const at = index ?? 0;
  const previous = at > 0 ? at - 1 : null;
  const next = at < images.length - 1 ? at + 1 : null;

  // ArrowLeft and ArrowRight wherever focus is in the lightbox (or lost to the page behind it);
  // keys in the Delete dialog on top of it are its own.
  useEffect(() => {
    if (imageId === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Node;
      const inside = contentRef.current?.contains(target) || target === document.body;
      const to = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null;
      if (!inside || to === null || event.defaultPrevented) return;
      event.preventDefault();
      onMove(to);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [imageId, previous, next, onMove]);

  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => !open && onClose()}>
      {image ? (
        <DialogContent
          ref={contentRef}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="max-h-[calc(100dvh-2rem)] gap-0 overflow-y-auto p-0 lg:grid-cols-[1fr_20rem]"
          style={LIGHTBOX_SIZE}
        >
          <div className="relative flex items-center justify-center bg-muted/60 p-3">
            <img
              key={image.id}
              src={image.url}
              alt={savedImageAlt(image)}
              width={image.width}
              height={image.height}
              className="rounded-lg"
              style={IMAGE_FIT}
            />
            {/* Previous and next, only where there is one (the keys say the same). */}
            <div className="absolute inset-x-3 top-1/2 flex -translate-y-1/2 justify-between">
              {previous === null ? (
                <span />
              ) : (
                <Button
                  variant="outline"
                  size="icon"
                  className="rounded-full bg-card/80"
                  onClick={() => onMove(previous)}
                >
                  <ChevronLeft aria-hidden="true" />
                  <span className="sr-only">Previous image</span>
                </Button>
              )}
              {next === null ? null : (
                <Button
                  variant="outline"
                  size="icon"
                  className="rounded-full bg-card/80"
                  onClick={() => onMove(next)}
                >
                  <ChevronRight aria-hidden="true" />
                  <span className="sr-only">Next image</span>
                </Button>
              )}
            </div>
          </div>
          <div className="grid content-start gap-4 border-t border-border p-5 lg:border-t-0 lg:border-l">
            <div className="flex items-start gap-2">
              <DialogTitle className="min-w-0 flex-1 text-base break-words">
                {savedImageTitle(image)}
              </DialogTitle>
              <DialogClose asChild>
                <Button variant="ghost" size="icon" className="-mt-2 -mr-2 size-9 shrink-0">
                  <X aria-hidden="true" />
                  <span className="sr-only">Close</span>
                </Button>
              </DialogClose>
            </div>
            <p className="text-xs text-muted-foreground tabular-nums">
              {at + 1} of {images.length}
            </p>
            <ImageDetails image={image} />
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={image.download_url} download>
                  <Download aria-hidden="true" />
                  Download
                </a>
              </Button>
              {actions?.(image)}
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
