import type { TSavedSpeech } from '@inkwell/contract';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { speechExcerpt } from '../utils/speech-labels';

const loadDeleteDialog = () => import('./delete-saved-speech-dialog');

/** Delete a saved speech from its row, asked first in a dialog whose code loads on first use. */
export function DeleteSavedSpeechButton({ speech }: { speech: TSavedSpeech }) {
  return (
    <DeleteSavedButton
      name={speechExcerpt(speech, 40)}
      look="icon"
      load={loadDeleteDialog}
      props={{ speech }}
    />
  );
}
