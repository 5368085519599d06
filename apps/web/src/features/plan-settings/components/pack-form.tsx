import { CAPABILITIES, type TAdminPack } from '@inkwell/contract';
import { Save } from 'lucide-react';
import { useId } from 'react';
import type { z } from 'zod';
import { CapabilityNumberGrid } from '@/components/capability-number-fields';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreatePack } from '../api/create-pack';
import { useUpdatePack } from '../api/update-pack';
import { packFormSchema, quantityField, toPackValues } from '../utils/pack-form';
import { PackFormFields } from './pack-form-fields';

interface PackFormProps {
  /** The pack to edit, or null for a new one. */
  pack: TAdminPack | null;
  /** Saved (the form closes) or cancelled. */
  onClose: () => void;
  onSaved: () => void;
}

/** A pack's name, price, quantities and switches; the same form adds a pack and edits one. */
export function PackForm({ pack, onClose, onSaved }: PackFormProps) {
  const form = useZodForm(packFormSchema, toPackValues(pack));
  const create = useCreatePack();
  const update = useUpdatePack();
  const mutation = pack ? update : create;
  const groupErrorId = useId();
  // "A pack gives at least one thing." belongs to the quantities, not to one of them.
  const groupError = (form.errors as Record<string, string | undefined>).quantities;
  async function save(body: z.output<typeof packFormSchema>) {
    try {
      if (pack) await update.mutateAsync({ id: pack.id, body });
      else await create.mutateAsync(body);
      onSaved();
      onClose();
    } catch (error) {
      form.applyApiError(error);
    }
  }
  const onSubmit = form.handleSubmit((body) => void save(body));
  const label = pack ? `Edit ${pack.name}` : 'New pack';
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="grid gap-5">
      <FormAlert message={form.formError} />
      <PackFormFields form={form} />
      <fieldset className="grid gap-3" aria-describedby={groupError ? groupErrorId : undefined}>
        <legend className="mb-3 text-sm font-medium">What it gives</legend>
        <CapabilityNumberGrid
          capabilities={CAPABILITIES}
          fieldProps={(capability) => form.register(quantityField(capability))}
          errorOf={(capability) => form.errors[quantityField(capability)]}
          className="items-end"
        />
        <FieldError id={groupErrorId} error={groupError} />
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <PendingButton type="submit" pending={mutation.isPending} icon={Save}>
          {pack ? 'Save pack' : 'Add pack'}
        </PendingButton>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
