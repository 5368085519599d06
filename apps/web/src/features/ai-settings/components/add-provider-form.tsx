import { ZAiProviderRequestSchema } from '@inkwell/contract';
import { CirclePlus } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useAddAiProvider } from '../api/add-ai-provider';
import { PROVIDER_PRESETS } from '../utils/provider-presets';

/** A new provider: name, base URL and an optional key, with known servers one click away. */
export function AddProviderForm() {
  const presetsId = useId();
  const form = useZodForm(ZAiProviderRequestSchema, { name: '', base_url: '', api_key: '' });
  const mutation = useAddAiProvider();
  const { errors, register } = form;
  const onSubmit = form.handleSubmit(({ name, base_url, api_key }) => {
    mutation.mutate(api_key ? { name, base_url, api_key } : { name, base_url }, {
      onSuccess: () => {
        form.reset();
        void toast.success(`${name} added`);
      },
      onError: form.applyApiError,
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a provider" className="grid gap-5">
      <FormAlert message={form.formError} />
      <div className="grid gap-2">
        <p id={presetsId} className="text-sm font-medium">
          Fill in a known server
        </p>
        <div role="group" aria-labelledby={presetsId} className="flex flex-wrap gap-2">
          {PROVIDER_PRESETS.map((preset) => (
            <Button
              key={preset.name}
              variant="secondary"
              size="sm"
              onClick={() => form.setFields({ name: preset.name, base_url: preset.base_url })}
            >
              {preset.name}
            </Button>
          ))}
        </div>
      </div>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <FormField id={register('name').id} label="Name" error={errors.name}>
          <Input autoComplete="off" placeholder="OpenRouter" {...register('name')} />
        </FormField>
        <FormField
          id={register('base_url').id}
          label="Base URL"
          error={errors.base_url}
          hint="The address the API answers under, usually ending in /v1."
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://openrouter.ai/api/v1"
            {...register('base_url')}
          />
        </FormField>
      </div>
      <FormField
        id={register('api_key').id}
        label="API key (optional)"
        error={errors.api_key}
        hint="Ollama, LM Studio and vLLM need none."
        className="md:max-w-[calc(50%-0.625rem)]"
      >
        <Input type="password" autoComplete="off" spellCheck={false} {...register('api_key')} />
      </FormField>
      <PendingButton
        type="submit"
        className="justify-self-start"
        pending={mutation.isPending}
        icon={CirclePlus}
      >
        Add provider
      </PendingButton>
    </form>
  );
}
