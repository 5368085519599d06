import {
  TEMPLATE_LONG_TEXT_MAX_CHARS,
  TEMPLATE_TEXT_MAX_CHARS,
  type TTemplateVariable,
} from '@inkwell/contract';
import type { ChangeEvent } from 'react';
import { CharacterCount } from '@/components/ui/character-count';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

/** What `useZodForm().register(name)` hands a control. */
export interface TRegisteredField {
  id: string;
  name: string;
  value: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** A label with its required mark, or "(optional)". */
export function FieldLabel({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}{' '}
      {required ? (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : (
        <span className="font-normal text-muted-foreground">(optional)</span>
      )}
    </>
  );
}

interface TemplateFieldProps {
  variable: TTemplateVariable;
  field: TRegisteredField;
  error: string | undefined;
}

/** One variable's control: text, long text (with a counter), a select or a number. */
export function TemplateField({ variable, field, error }: TemplateFieldProps) {
  const { type, label, placeholder, required, max_length: maxLength, options, min, max } = variable;
  const limit = maxLength ?? (type === 'long_text' ? TEMPLATE_LONG_TEXT_MAX_CHARS : TEMPLATE_TEXT_MAX_CHARS);
  const countId = `${field.id}-count`;
  const counted = type === 'long_text' || maxLength !== undefined;
  const describedBy = [field['aria-describedby'], counted ? countId : undefined].filter(Boolean).join(' ');
  const control = { ...field, 'aria-describedby': describedBy || undefined, required };
  return (
    <FormField id={field.id} label={<FieldLabel label={label} required={required} />} error={error}>
      {type === 'select' ? (
        <NativeSelect {...control}>
          <option value="">{required ? 'Choose one' : 'None'}</option>
          {(options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      ) : type === 'number' ? (
        <Input {...control} type="number" inputMode="decimal" min={min} max={max} placeholder={placeholder} />
      ) : type === 'long_text' ? (
        <Textarea {...control} rows={6} placeholder={placeholder} />
      ) : (
        <Input {...control} maxLength={limit} placeholder={placeholder} />
      )}
      {counted ? <CharacterCount id={countId} length={(field.value ?? '').length} max={limit} /> : null}
    </FormField>
  );
}
