import {
  AI_PROVIDER_MESSAGES,
  baseUrlOrigin,
  ZAiProviderUpdateSchema,
  type TAiProvider,
  type TAiProviderUpdate,
} from '@inkwell/contract';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateAiProvider } from '../api/update-ai-provider';

export const KEEP_KEY_HINT = 'Leave empty to keep the current key.';

interface EditProviderFormProps {
  provider: TAiProvider;
  onSaved: () => void;
}

/**
 * Name, base URL and key; an empty key keeps the saved one, the box removes it. A base URL on
 * another origin asks for the key again: the saved one is only sent where it was saved for.
 */
export function EditProviderForm({ provider, onSaved }: EditProviderFormProps) {
  const form = useZodForm(ZAiProviderUpdateSchema, {
    name: provider.name,
    base_url: provider.base_url,
    api_key: '',
  });
  const [removeKey, setRemoveKey] = useState(false);
  const mutation = useUpdateAiProvider();
  const { errors, register } = form;
  const keyAgain =
    provider.api_key_hint !== null &&
    !removeKey &&
    baseUrlOrigin(form.values.base_url) !== baseUrlOrigin(provider.base_url);
  const onSubmit = form.handleSubmit((data) => {
    if (keyAgain && !data.api_key)
      return form.setFieldErrors({ api_key: AI_PROVIDER_MESSAGES.keyForNewAddress });
    const body: TAiProviderUpdate = { name: data.name, base_url: data.base_url };
    if (removeKey) body.api_key = null;
    else if (data.api_key) body.api_key = data.api_key;
    mutation.mutate(
      { id: provider.id, body },
      {
        onSuccess: () => {
          toast.success(`${data.name ?? provider.name} saved`);
          onSaved();
        },
        onError: form.applyApiError,
      },
    );
  });
  const keyId = register('api_key').id;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Edit ${provider.name}`} className="grid gap-5">
      <FormAlert message={form.formError} />
      <FormField id={register('name').id} label="Name" error={errors.name}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField id={register('base_url').id} label="Base URL" error={errors.base_url}>
        <Input type="url" inputMode="url" autoComplete="off" spellCheck={false} {...register('base_url')} />
      </FormField>
      <FormField
        id={keyId}
        label={
          keyAgain
            ? 'API key for the new address'
            : provider.api_key_hint
              ? 'New API key'
              : 'API key (optional)'
        }
        error={errors.api_key}
        hint={
          keyAgain
            ? AI_PROVIDER_MESSAGES.keyForNewAddress
            : provider.api_key_hint
              ? KEEP_KEY_HINT
              : 'Ollama, LM Studio and vLLM need none.'
        }
      >
        <Input
          type="password"
          autoComplete="off"
          spellCheck={false}
          disabled={removeKey}
          required={keyAgain}
          {...register('api_key')}
        />
      </FormField>
      {provider.api_key_hint ? (
        <div className="flex items-center gap-3">
          <input
            id={`${keyId}-remove`}
            type="checkbox"
            checked={removeKey}
            onChange={(event) => setRemoveKey(event.target.checked)}
            className="size-4 shrink-0 accent-[var(--primary)]"
          />
          <label htmlFor={`${keyId}-remove`} className="text-sm">
            Remove the saved key (<code className="font-mono">{provider.api_key_hint}</code>)
          </label>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <PendingButton type="submit" pending={mutation.isPending} icon={Save}>
          Save changes
        </PendingButton>
      </div>
    </form>
  );
}
