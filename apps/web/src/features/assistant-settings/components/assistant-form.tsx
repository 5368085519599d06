import { ASSISTANT_LIMITS, type TAdminAssistant } from '@inkwell/contract';
import { Save } from 'lucide-react';
import { useId } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateAssistant } from '../api/create-assistant';
import { useUpdateAssistant } from '../api/update-assistant';
import { assistantFormSchema, toAssistantValues } from '../utils/assistant-form';

interface AssistantFormProps {
  /** The assistant to edit, or null for a new one. */
  assistant: TAdminAssistant | null;
  /** The categories in use, suggested under Category (a new one can be typed). */
  categories: string[];
  /** Saved (the form closes) or cancelled. */
  onClose: () => void;
  onSaved: () => void;
}

/** An assistant's name, category, description, instructions and Active; the same form adds and edits. */
export function AssistantForm({ assistant, categories, onClose, onSaved }: AssistantFormProps) {
  const form = useZodForm(assistantFormSchema, toAssistantValues(assistant));
  const create = useCreateAssistant();
  const update = useUpdateAssistant();
  const mutation = assistant ? update : create;
  const categoriesId = useId();
  const { register, errors, values } = form;
  const prompt = register('system_prompt');
  async function save(body: z.output<typeof assistantFormSchema>) {
    try {
      if (assistant) await update.mutateAsync({ id: assistant.id, body });
      else await create.mutateAsync(body);
      onSaved();
      onClose();
    } catch (error) {
      form.applyApiError(error);
    }
  }
  const onSubmit = form.handleSubmit((body) => void save(body));
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={assistant ? `Edit ${assistant.name}` : 'New assistant'}
      className="grid gap-5"
    >
      <FormAlert message={form.formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={register('name').id} label="Name" error={errors.name}>
          <Input autoComplete="off" maxLength={ASSISTANT_LIMITS.name} {...register('name')} />
        </FormField>
        <FormField
          id={register('category').id}
          label="Category"
          error={errors.category}
          hint="Pick one in use or type a new one."
        >
          <Input
            autoComplete="off"
            list={categoriesId}
            maxLength={ASSISTANT_LIMITS.category}
            {...register('category')}
          />
          <datalist id={categoriesId}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </FormField>
      </div>
      <FormField
        id={register('description').id}
        label="Description"
        error={errors.description}
        hint="A sentence users read on its card: what it helps with."
      >
        <Textarea rows={2} maxLength={ASSISTANT_LIMITS.description} {...register('description')} />
      </FormField>
      <FormField id={prompt.id} label="Instructions (system prompt)" error={errors.system_prompt}>
        <Textarea
          rows={12}
          className="min-h-64 font-mono text-sm"
          {...prompt}
          aria-describedby={[prompt['aria-describedby'], `${prompt.id}-count`].filter(Boolean).join(' ')}
        />
        <CharacterCount
          id={`${prompt.id}-count`}
          length={values.system_prompt.length}
          max={ASSISTANT_LIMITS.systemPrompt}
        />
      </FormField>
      <SwitchField
        boxed
        id={register('active').id}
        label="Active"
        checked={values.active === 'true'}
        onCheckedChange={(checked) => form.setValue('active', String(checked))}
        error={errors.active}
        hint="Off: hidden from users; their chats with it stay."
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <PendingButton type="submit" pending={mutation.isPending} icon={Save}>
          {assistant ? 'Save assistant' : 'Add assistant'}
        </PendingButton>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
