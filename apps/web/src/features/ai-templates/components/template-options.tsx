import { TEMPLATE_LENGTHS, TEMPLATE_OUTPUT_LANGUAGES, TEMPLATE_TONES } from '@inkwell/contract';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { TFieldErrors } from '@/lib/form-errors';
import { FieldLabel, type TRegisteredField } from './template-field';

type TOption = 'tone' | 'length' | 'language';

const OPTIONS: { name: TOption; label: string; empty: string; choices: readonly string[] }[] = [
  { name: 'tone', label: 'Tone', empty: 'Any tone', choices: TEMPLATE_TONES },
  { name: 'length', label: 'Length', empty: 'Any length', choices: TEMPLATE_LENGTHS },
  {
    name: 'language',
    label: 'Output language',
    empty: 'As the material',
    choices: TEMPLATE_OUTPUT_LANGUAGES,
  },
];

interface TemplateOptionsProps {
  register: (name: TOption) => TRegisteredField;
  errors: TFieldErrors<TOption>;
}

/**
 * The options every template has: tone, length and output language, each optional; side by
 * side when their container is wide enough (the tool's form), stacked in a narrow one (the
 * admin's preview).
 */
export function TemplateOptions({ register, errors }: TemplateOptionsProps) {
  return (
    <div className="@container">
      <div className="grid gap-5 @lg:grid-cols-3">
        {OPTIONS.map(({ name, label, empty, choices }) => {
          const field = register(name);
          return (
            <FormField
              key={name}
              id={field.id}
              label={<FieldLabel label={label} required={false} />}
              error={errors[name]}
            >
              <NativeSelect {...field}>
                <option value="">{empty}</option>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          );
        })}
      </div>
    </div>
  );
}
