import type { TTranscription } from '@inkwell/contract';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';

const loadDeleteDialog = () => import('./delete-saved-transcription-dialog');

interface DeleteSavedTranscriptionButtonProps {
  job: TTranscription;
  look: 'icon' | 'text';
  onDeleted?: () => void;
}

/** Delete a transcription, asked first in a dialog whose code loads on first use. */
export function DeleteSavedTranscriptionButton({
  job,
  look,
  onDeleted,
}: DeleteSavedTranscriptionButtonProps) {
  return (
    <DeleteSavedButton name={job.file_name} look={look} load={loadDeleteDialog} props={{ job, onDeleted }} />
  );
}
