import { CODE_LANGUAGES } from '@inkwell/contract';
import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

interface LanguageSelectProps extends ComponentProps<'select'> {
  /** The first, empty choice ("Choose a language"), for a language that may be left unpicked. */
  placeholder?: string;
}

/**
 * A language from the contract's list. A native select: typing a name jumps to it, and phones
 * show their own searchable picker.
 */
export function LanguageSelect({ placeholder, ...props }: LanguageSelectProps) {
  return (
    <NativeSelect {...props}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {CODE_LANGUAGES.map((language) => (
        <option key={language.id} value={language.id}>
          {language.label}
        </option>
      ))}
    </NativeSelect>
  );
}
