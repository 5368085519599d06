import {
  CODE_INPUT_MAX_CHARS,
  CODE_MODES_WITH_INPUT,
  CODE_PROMPT_MAX_CHARS,
  type TCodeMode,
  type TCodeRequest,
} from '@inkwell/contract';
import { Sparkles, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { CharacterCount } from '@/components/ui/character-count';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { cn } from '@/lib/utils';
import { ZCodeFormSchema, type TCodeFormValues } from '../utils/code-form';
import { LanguageCombobox } from './language-combobox';
import { ModePicker } from './mode-picker';

const CODE_LABELS: Record<Exclude<TCodeMode, 'write'>, string> = {
  explain: 'Code to explain',
  fix: 'Code with the bug',
  convert: 'Code to convert',
};

interface CodeFormProps {
  initialValues: TCodeFormValues;
  onGenerate: (request: TCodeRequest, onInvalid: (error: unknown) => void) => void;
  onStop: () => void;
  streaming: boolean;
  stopping: boolean;
  /** Beside the buttons: the balance. */
  footer?: ReactNode;
}

/** What to ask AI Code: the mode, the language(s), the request and, but for write, the code. */
export function CodeForm({ initialValues, onGenerate, onStop, streaming, stopping, footer }: CodeFormProps) {
  const form = useZodForm(ZCodeFormSchema, initialValues);
  const { errors, formError, register, values } = form;
  const usesCode = CODE_MODES_WITH_INPUT.includes(values.mode);
  const converting = values.mode === 'convert';
  const prompt = register('prompt');
  /** A language field's wiring: the form's id and aria, its value set on pick. */
  const languageProps = (name: 'language' | 'source_language') => {
    const { id, value, 'aria-invalid': invalid, 'aria-describedby': describedBy } = register(name);
    return {
      id,
      value,
      onChange: (language: string) => form.setValue(name, language),
      'aria-invalid': invalid,
      'aria-describedby': describedBy,
    };
  };
  const onSubmit = form.handleSubmit((request) => onGenerate(request, form.applyApiError));

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Ask AI Code" className="grid gap-5">
      <FormAlert message={formError} />
      <ModePicker value={values.mode} onChange={(mode) => form.setValue('mode', mode)} disabled={streaming} />
      <div className={cn('grid gap-5', converting && 'sm:grid-cols-2')}>
        {converting ? (
          <FormField id={register('source_language').id} label="From" error={errors.source_language}>
            <LanguageCombobox {...languageProps('source_language')} placeholder="Choose a language" />
          </FormField>
        ) : null}
        <FormField
          id={register('language').id}
          label={converting ? 'To' : 'Language'}
          error={errors.language}
        >
          <LanguageCombobox {...languageProps('language')} />
        </FormField>
      </div>
      <FormField
        id={prompt.id}
        label={values.mode === 'write' ? 'Describe the code' : 'What to focus on (optional)'}
        error={errors.prompt}
      >
        <Textarea
          {...prompt}
          rows={3}
          placeholder={
            values.mode === 'write'
              ? 'A function that groups an array of objects by a key'
              : 'Anything in particular to look at'
          }
        />
        <CharacterCount id={`${prompt.id}-count`} length={values.prompt.length} max={CODE_PROMPT_MAX_CHARS} />
      </FormField>
      {usesCode ? (
        <FormField
          id={register('code').id}
          label={CODE_LABELS[values.mode as Exclude<TCodeMode, 'write'>]}
          error={errors.code}
        >
          <Textarea
            {...register('code')}
            rows={10}
            spellCheck={false}
            className="font-mono text-[0.8125rem]"
          />
          <CharacterCount
            id={`${register('code').id}-count`}
            length={values.code.length}
            max={CODE_INPUT_MAX_CHARS}
          />
        </FormField>
      ) : null}
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
