import type { TAiCapabilityAssignment, TAiCapabilitySetting, TAiProvider } from '@inkwell/contract';
import { Save, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useAssignAiCapability } from '../api/assign-ai-capability';
import { useAiProviderModels } from '../api/get-ai-provider-models';
import { useUnassignAiCapability } from '../api/unassign-ai-capability';
import { capabilityFormSchema, toCapabilityValues } from '../utils/capability-form';
import { ModelField } from './model-field';

interface CapabilityFormProps {
  setting: TAiCapabilitySetting;
  providers: TAiProvider[];
  /** The tool's name, and the id of its heading (which names the controls). */
  tool: string;
  toolId: string;
}

/** A provider and one of its models for a tool: Save, or Clear what is saved. */
export function CapabilityForm({ setting, providers, tool, toolId }: CapabilityFormProps) {
  const form = useZodForm(capabilityFormSchema, toCapabilityValues(setting, providers));
  const assign = useAssignAiCapability();
  const unassign = useUnassignAiCapability();
  // The models are asked for once a provider is chosen here or the model field is used.
  const [browsing, setBrowsing] = useState(false);
  const { values, errors, register } = form;
  const provider = providers.find((candidate) => candidate.id === values.provider_id);
  const models = useAiProviderModels(values.provider_id, { enabled: browsing && provider !== undefined });
  const savedModel = values.provider_id === setting.provider_id ? setting.model : null;
  const options = [...new Set([...(savedModel ? [savedModel] : []), ...(models.data ?? [])])];

  // Awaited rather than mutate's callbacks: a change of provider (or a Clear) starts this form
  // afresh (the row keys it by the saved provider), and those callbacks would never run.
  const save = async (body: TAiCapabilityAssignment) => {
    try {
      await assign.mutateAsync({ capability: setting.capability, body });
    } catch (error) {
      form.applyApiError(error);
      return;
    }
    void toast.success(`${tool} now uses ${body.model}`);
  };
  const clear = async () => {
    try {
      await unassign.mutateAsync(setting.capability);
    } catch (error) {
      form.applyApiError(error);
      return;
    }
    void toast.success(`${tool} has no model now`);
  };
  const onSubmit = form.handleSubmit((data) => void save(data));

  const providerField = register('provider_id');
  const busy = assign.isPending || unassign.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={toolId} className="grid gap-4">
      <FormAlert message={form.formError} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id={providerField.id}
          label={<span id={`${providerField.id}-label`}>Provider</span>}
          error={errors.provider_id}
        >
          <NativeSelect
            {...providerField}
            aria-labelledby={`${toolId} ${providerField.id}-label`}
            onChange={(event) => {
              const next = event.target.value;
              const model = next === setting.provider_id ? (setting.model ?? '') : '';
              form.setFields({ provider_id: next, model });
              setBrowsing(true);
            }}
          >
            <option value="">Choose a provider</option>
            {providers.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <ModelField
          field={register('model')}
          toolId={toolId}
          error={errors.model}
          providerName={provider?.name}
          models={models}
          options={options}
          onBrowse={() => setBrowsing(true)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" size="sm" pending={assign.isPending} disabled={busy} icon={Save}>
          Save <span className="sr-only">the model of {tool}</span>
        </PendingButton>
        {setting.model ? (
          <PendingButton
            variant="outline"
            size="sm"
            pending={unassign.isPending}
            disabled={busy}
            icon={X}
            onClick={() => void clear()}
          >
            Clear <span className="sr-only">the model of {tool}</span>
          </PendingButton>
        ) : null}
      </div>
    </form>
  );
}
