import { TEMPLATE_LIMITS, templatePlaceholders } from '@inkwell/contract';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { TTemplateDraftState } from '../hooks/use-template-draft';
import { placeholderOf } from '../utils/template-field-words';

const FIELD_NAME = /^[a-z][a-z0-9_]*$/;

/** The instructions, with a button per field that puts its `{{placeholder}}` where the cursor is. */
export function TemplatePromptField({ editor }: { editor: TTemplateDraftState }) {
  const { draft, errors, fieldId, setField } = editor;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = fieldId('prompt');
  const used = templatePlaceholders(draft.prompt);
  const names = [
    ...new Set(draft.variables.map((variable) => variable.name).filter((name) => FIELD_NAME.test(name))),
  ];

  function insert(name: string) {
    const element = textarea.current;
    const text = placeholderOf(name);
    const start = element?.selectionStart ?? draft.prompt.length;
    const end = element?.selectionEnd ?? draft.prompt.length;
    setField('prompt', draft.prompt.slice(0, start) + text + draft.prompt.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  return (
    <div className="grid gap-2">
      <FormField
        id={id}
        label="Prompt"
        error={errors.prompt}
        hint={
          <>
            Put <code className="font-mono">{'{{field_name}}'}</code> where each value goes.
          </>
        }
      >
        <Textarea
          ref={textarea}
          id={id}
          rows={8}
          maxLength={TEMPLATE_LIMITS.prompt}
          value={draft.prompt}
          onChange={(event) => setField('prompt', event.target.value)}
          aria-invalid={errors.prompt ? true : undefined}
          aria-describedby={errors.prompt ? `${id}-error` : undefined}
          className="font-mono text-sm"
        />
      </FormField>
      {names.length > 0 ? (
        <div role="group" aria-label="Insert a field" className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-xs text-muted-foreground">
            Insert:
          </span>
          {names.map((name) => (
            <Button
              key={name}
              type="button"
              variant={used.includes(name) ? 'outline' : 'secondary'}
              size="sm"
              className="h-8 font-mono text-xs"
              onClick={() => insert(name)}
              aria-label={`Insert ${placeholderOf(name)}`}
            >
              <Plus aria-hidden="true" />
              {placeholderOf(name)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
