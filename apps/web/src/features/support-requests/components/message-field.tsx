import { SUPPORT_MESSAGE_MAX } from '@inkwell/contract';
import type { ChangeEvent } from 'react';
import { CharacterCount } from '@/components/ui/character-count';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

interface MessageFieldProps {
  /** What `useZodForm`'s `register('message')` gives. */
  field: {
    id: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
    'aria-invalid'?: boolean | undefined;
    'aria-describedby'?: string | undefined;
  };
  label: string;
  error: string | undefined;
  rows?: number;
  disabled?: boolean;
}

/** A message to Support: the box and its live count against the contract's limit. */
export function MessageField({ field, label, error, rows = 6, disabled }: MessageFieldProps) {
  return (
    <FormField id={field.id} label={label} error={error}>
      <Textarea rows={rows} disabled={disabled} {...field} />
      <CharacterCount id={`${field.id}-count`} length={field.value.length} max={SUPPORT_MESSAGE_MAX} />
    </FormField>
  );
}
