import type { TSavedImage } from '@inkwell/contract';
import type { ReactElement } from 'react';
import { DeleteSavedDialog } from '@/components/saved/delete-saved-dialog';
import { useDeleteSavedImage } from '../api/delete-saved-image';
import { savedImageTitle } from '../utils/image-labels';

interface DeleteSavedImageDialogProps {
  image: TSavedImage;
  trigger: ReactElement;
  defaultOpen: boolean;
}

/**
 * Asks before an image goes. Loaded on first open; once deleted, the image leaves the lists and
 * the lightbox shows the next one (this dialog goes with the image it asked about).
 */
export default function DeleteSavedImageDialog({ image, trigger, defaultOpen }: DeleteSavedImageDialogProps) {
  const mutation = useDeleteSavedImage(image.id);
  return (
    <DeleteSavedDialog
      title="Delete this image?"
      description={`“${savedImageTitle(image)}” will be deleted. This can’t be undone.`}
      trigger={trigger}
      defaultOpen={defaultOpen}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={mutation.reset}
    />
  );
}
