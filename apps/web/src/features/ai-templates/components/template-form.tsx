import type { TTemplate, TTemplateRunRequest } from '@inkwell/contract';
import { Sparkles, Square } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { useZodForm } from '@/lib/use-zod-form';
import {
  templateFormSchema,
  toRunRequest,
  valueField,
  type TTemplateFormValues,
} from '../utils/template-form';
import { TemplateField } from './template-field';
import { TemplateOptions } from './template-options';

interface TemplateFormProps {
  template: TTemplate;
  initialValues: TTemplateFormValues;
  onGenerate: (request: TTemplateRunRequest, onInvalid: (error: unknown) => void) => void;
  onStop: () => void;
  streaming: boolean;
  stopping: boolean;
  /** Beside the buttons: the balance. */
  footer?: ReactNode;
}

/** A template's own fields, then the common options; checked with the contract's run schema. */
export function TemplateForm({
  template,
  initialValues,
  onGenerate,
  onStop,
  streaming,
  stopping,
  footer,
}: TemplateFormProps) {
  const schema = useMemo(() => templateFormSchema(template.variables), [template.variables]);
  const form = useZodForm(schema, initialValues);
  const { errors, formError, register } = form;
  const onSubmit = form.handleSubmit((checked) => onGenerate(toRunRequest(checked), form.applyApiError));

  return (
    <form noValidate onSubmit={onSubmit} aria-label={template.title} className="grid gap-5">
      <FormAlert message={formError} />
      {template.variables.map((variable) => {
        const name = valueField(variable.name);
        return <TemplateField key={name} variable={variable} field={register(name)} error={errors[name]} />;
      })}
      <TemplateOptions register={register} errors={errors} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="mr-auto">{footer}</div>
        {streaming ? (
          <PendingButton type="button" variant="outline" pending={stopping} icon={Square} onClick={onStop}>
            Stop
          </PendingButton>
        ) : null}
        <PendingButton type="submit" pending={streaming} icon={Sparkles}>
          Generate
        </PendingButton>
      </div>
    </form>
  );
}
