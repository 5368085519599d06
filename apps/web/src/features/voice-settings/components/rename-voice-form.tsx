import { VOICE_NAME_MAX_CHARS, ZVoiceUpdateSchema, type TAdminVoice } from '@inkwell/contract';
import { Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateVoice } from '../api/update-voice';

interface RenameVoiceFormProps {
  voice: TAdminVoice;
  /** Saved (the form closes) or cancelled. */
  onClose: () => void;
  onSaved: () => void;
}

/** The name users see; an empty name gives the voice the engine's name back. */
export function RenameVoiceForm({ voice, onClose, onSaved }: RenameVoiceFormProps) {
  const form = useZodForm(ZVoiceUpdateSchema, { name: voice.name });
  const update = useUpdateVoice();
  const name = form.register('name');
  const onSubmit = form.handleSubmit((body) => {
    void (async () => {
      try {
        await update.mutateAsync({ id: voice.id, body: { name: body.name ?? '' } });
        onSaved();
        onClose();
      } catch (error) {
        form.applyApiError(error);
      }
    })();
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Rename ${voice.name}`} className="grid gap-3">
      <FormAlert message={form.formError} />
      <FormField
        id={name.id}
        label="Name users see"
        hint={`Leave it empty to use the engine’s name, ${voice.engine_name}.`}
        error={form.errors.name}
      >
        <Input {...name} maxLength={VOICE_NAME_MAX_CHARS} autoComplete="off" />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" size="sm" pending={update.isPending} icon={Save}>
          Save
        </PendingButton>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
