import type { TSavedImage } from '@inkwell/contract';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { savedImageTitle } from '../utils/image-labels';

const loadDeleteDialog = () => import('./delete-saved-image-dialog');

/** Delete an image from the lightbox, asked first in a dialog whose code loads on first use. */
export function DeleteSavedImageButton({ image }: { image: TSavedImage }) {
  return (
    <DeleteSavedButton name={savedImageTitle(image)} look="text" load={loadDeleteDialog} props={{ image }} />
  );
}
