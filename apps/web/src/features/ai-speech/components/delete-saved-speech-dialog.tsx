import type { TSavedSpeech } from '@inkwell/contract';
import type { ReactElement } from 'react';
import { DeleteSavedDialog } from '@/components/saved/delete-saved-dialog';
import { useDeleteSavedSpeech } from '../api/delete-saved-speech';
import { speechExcerpt } from '../utils/speech-labels';

interface DeleteSavedSpeechDialogProps {
  speech: TSavedSpeech;
  trigger: ReactElement;
  defaultOpen: boolean;
}

/** Asks before a speech and its audio go. Loaded on first open; the row goes with the speech. */
export default function DeleteSavedSpeechDialog({
  speech,
  trigger,
  defaultOpen,
}: DeleteSavedSpeechDialogProps) {
  const mutation = useDeleteSavedSpeech(speech.id);
  return (
    <DeleteSavedDialog
      title="Delete this speech?"
      description={`“${speechExcerpt(speech)}” and its audio will be deleted. This can’t be undone.`}
      trigger={trigger}
      defaultOpen={defaultOpen}
      pending={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={mutation.reset}
    />
  );
}
