import { CODE_LANGUAGES } from '@inkwell/contract';
import { Combobox } from '@/components/ui/combobox';

const LANGUAGE_OPTIONS = CODE_LANGUAGES.map(({ id, label }) => ({ value: id, label }));

interface LanguageComboboxProps {
  id: string;
  value: string;
  onChange: (language: string) => void;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A language from the contract's list, found by typing part of its name. */
export function LanguageCombobox(props: LanguageComboboxProps) {
  return <Combobox options={LANGUAGE_OPTIONS} placeholder="Type to search" {...props} />;
}
