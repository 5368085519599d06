import type { TSavedImage } from '@inkwell/contract';
import { useCallback, useRef, useState } from 'react';

/**
 * A grid's lightbox: which image is open (by its place in `images`), moving between them, and
 * focus back on the thumbnail of the image last shown when it closes. After a delete the image
 * in that place (the next one) is shown; past the end, the lightbox closes.
 */
export function useImageLightbox(images: readonly TSavedImage[]) {
  const [index, setIndex] = useState<number | null>(null);
  const grid = useRef<HTMLElement | null>(null);
  const lastIndex = useRef(0);
  const current = index === null ? undefined : images[index];
  // Past the end (the last image was deleted, or the page changed under it): closed.
  if (index !== null && !current) setIndex(null);

  const show = useCallback((at: number) => {
    lastIndex.current = at;
    setIndex(at);
  }, []);

  const close = useCallback(() => setIndex(null), []);

  /** The element around the grid's thumbnails (a callback ref). */
  const gridContainer = useCallback((node: HTMLElement | null) => {
    grid.current = node;
  }, []);

  /** Focus on the thumbnail of the image last shown (or the nearest one left). */
  const returnFocus = useCallback(() => {
    const thumbnails = grid.current?.querySelectorAll<HTMLElement>('[data-image-thumbnail]');
    if (!thumbnails || thumbnails.length === 0) return;
    thumbnails[Math.min(lastIndex.current, thumbnails.length - 1)]?.focus();
  }, []);

  return {
    index: current ? index : null,
    open: show,
    close,
    move: show,
    gridContainer,
    returnFocus,
  };
}

export type TImageLightbox = ReturnType<typeof useImageLightbox>;
