import type { TAdminAssistant } from '@inkwell/contract';
import { AssistantAvatar } from '@/components/ai/assistant-avatar';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ImagePicker } from '@/components/ui/image-picker';
import { PendingButton } from '@/components/ui/pending-button';
import { readErrorMessage } from '@/lib/read-form-errors';
import { IMAGE_FILE_HINT } from '@/lib/upload-image';
import { useUploadAssistantAvatar } from '../api/upload-assistant-avatar';

interface AssistantAvatarFormProps {
  assistant: TAdminAssistant;
  /** Saved (the form closes) or cancelled. */
  onClose: () => void;
  onSaved: () => void;
}

/** An assistant's picture: chosen, previewed, then uploaded by "Save picture" (made a 256 px square). */
export function AssistantAvatarForm({ assistant, onClose, onSaved }: AssistantAvatarFormProps) {
  const [picked, setPicked] = useState<{ file: File | null; error?: string | undefined }>({ file: null });
  const upload = useUploadAssistantAvatar();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picked.file) {
      setPicked({ file: null, error: picked.error ?? 'Choose a picture first.' });
      input?.focus();
      return;
    }
    try {
      await upload.mutateAsync({ id: assistant.id, file: picked.file });
      onSaved();
      onClose();
    } catch (error) {
      setPicked({ file: null, error: readErrorMessage(error) });
      input?.focus();
    }
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Picture of ${assistant.name}`}
      className="grid gap-4"
    >
      <ImagePicker
        label="Picture"
        current={<AssistantAvatar src={assistant.avatar} className="size-20" />}
        hasCurrent
        previewAlt={`New picture of ${assistant.name}, not saved yet`}
        hint={`${IMAGE_FILE_HINT} Cropped to a square.`}
        file={picked.file}
        error={picked.error}
        onPick={(file, error) => setPicked({ file, error })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <PendingButton type="submit" pending={upload.isPending} icon={Save}>
          Save picture
        </PendingButton>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
