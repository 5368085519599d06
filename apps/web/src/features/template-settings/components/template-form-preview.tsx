import { useId } from 'react';
import { useTemplateKit, type TPreviewControl, type TRunOption } from '../hooks/use-template-kit';
import { previewVariable, type TSampleRun } from '../utils/preview-variables';
import type { TVariableDraft } from '../utils/template-draft';

interface TemplateFormPreviewProps {
  variables: TVariableDraft[];
  sample: TSampleRun;
  onChange: (sample: TSampleRun) => void;
}

/** The form users will see, drawn with the users' own controls; what the admin types is the sample run. */
export function TemplateFormPreview({ variables, sample, onChange }: TemplateFormPreviewProps) {
  const { Field, Options } = useTemplateKit();
  const id = useId();
  const control = (name: string, value: string, set: (value: string) => void): TPreviewControl => ({
    id: `${id}-${name}`,
    name,
    value,
    onChange: (event) => set(event.target.value),
    'aria-invalid': undefined,
    'aria-describedby': undefined,
  });
  return (
    <form
      aria-label="Form users see"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-5"
    >
      {variables.length === 0 ? (
        <p className="text-sm text-muted-foreground">No fields yet: users only pick the options.</p>
      ) : (
        variables.map((variable, index) => (
          <Field
            key={variable.key}
            variable={previewVariable(variable, index)}
            field={control(variable.key, sample.values[variable.key] ?? '', (value) =>
              onChange({ ...sample, values: { ...sample.values, [variable.key]: value } }),
            )}
            error={undefined}
          />
        ))
      )}
      <Options
        register={(name: TRunOption) =>
          control(name, sample[name], (value) => onChange({ ...sample, [name]: value }))
        }
        errors={{}}
      />
    </form>
  );
}
