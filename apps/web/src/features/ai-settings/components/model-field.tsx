import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { readErrorMessage } from '@/lib/read-form-errors';
import { countModels } from '../utils/ai-settings-view';

interface ModelFieldProps {
  /** The form's `register('model')`. */
  field: ComponentProps<'input'> & { id: string };
  toolId: string;
  error: string | undefined;
  /** The chosen provider's name; undefined until one is chosen. */
  providerName: string | undefined;
  models: UseQueryResult<string[]>;
  /** The models to suggest: the saved one first, then the provider's list. */
  options: string[];
  onBrowse: () => void;
}

function ModelListStatus({ models, providerName }: Pick<ModelFieldProps, 'models' | 'providerName'>) {
  if (!providerName) return 'Choose a provider first.';
  if (models.isFetching) {
    return (
      <span className="inline-flex items-center gap-1.5">
        <Spinner className="size-3.5" />
        Loading {providerName}’s models…
      </span>
    );
  }
  if (models.error) {
    return (
      <span role="alert" className="font-medium text-destructive">
        {readErrorMessage(models.error)}
      </span>
    );
  }
  if (models.data) return `${countModels(models.data)} from ${providerName}: type to search.`;
  return `Pick one of ${providerName}’s models, or type its id.`;
}

/**
 * The model: a text field that suggests the provider's models as one types (a list like
 * OpenRouter's runs to hundreds), and takes any id the provider knows.
 */
export function ModelField({
  field,
  toolId,
  error,
  providerName,
  models,
  options,
  onBrowse,
}: ModelFieldProps) {
  const listId = `${field.id}-models`;
  return (
    <FormField
      id={field.id}
      label={<span id={`${field.id}-label`}>Model</span>}
      error={error}
      hint={<ModelListStatus models={models} providerName={providerName} />}
    >
      <Input
        {...field}
        list={listId}
        aria-labelledby={`${toolId} ${field.id}-label`}
        autoComplete="off"
        spellCheck={false}
        disabled={!providerName}
        placeholder={providerName ? 'Type to search' : undefined}
        onFocus={onBrowse}
        className="font-mono"
      />
      <datalist id={listId}>
        {options.map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
    </FormField>
  );
}
