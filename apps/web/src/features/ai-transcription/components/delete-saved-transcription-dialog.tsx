import type { TTranscription } from '@inkwell/contract';
import type { ReactElement } from 'react';
import { DeleteSavedDialog } from '@/components/saved/delete-saved-dialog';
import { useDeleteSavedTranscription } from '../api/delete-saved-transcription';

interface DeleteSavedTranscriptionDialogProps {
  job: TTranscription;
  trigger: ReactElement;
  defaultOpen: boolean;
  onDeleted?: () => void;
}

/** Asks before a transcription and its audio go. Loaded on first open. */
export default function DeleteSavedTranscriptionDialog({
  job,
  trigger,
  defaultOpen,
  onDeleted,
}: DeleteSavedTranscriptionDialogProps) {
  const mutation = useDeleteSavedTranscription(job.id);
  return (
    <DeleteSavedDialog
      title="Delete this transcription?"
      description={`The transcript of “${job.file_name}” and its audio will be deleted. This can’t be undone.`}
      trigger={trigger}
      defaultOpen={defaultOpen}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate(undefined, { onSuccess: onDeleted })}
      onClose={mutation.reset}
    />
  );
}
