import { TEMPLATE_LIMITS } from '@inkwell/contract';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import type { TTemplateDraftState } from '../hooks/use-template-draft';
import { VariableEditor } from './variable-editor';

/** The form's fields in the order users see them, and Add field. */
export function VariableListEditor({ editor }: { editor: TTemplateDraftState }) {
  const { draft, errors, fieldId, addVariable } = editor;
  const add = () => {
    addVariable();
    // The new field's label is where its writing starts.
    requestAnimationFrame(() =>
      document.getElementById(fieldId(`variables.${draft.variables.length}.label`))?.focus(),
    );
  };
  return (
    <section aria-labelledby={fieldId('variables-heading')} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={fieldId('variables-heading')} className="font-semibold">
          Fields
        </h3>
        <p className="text-sm text-muted-foreground">
          What users fill in, in this order. Each field’s value goes where the prompt has its{' '}
          <code className="font-mono">{'{{name}}'}</code>.
        </p>
      </div>
      {draft.variables.length > 0 ? (
        <ol className="grid gap-3" aria-label="Fields">
          {draft.variables.map((variable, index) => (
            <VariableEditor
              key={variable.key}
              editor={editor}
              variable={variable}
              index={index}
              count={draft.variables.length}
            />
          ))}
        </ol>
      ) : null}
      <FieldError id={`${fieldId('variables')}-error`} error={errors.variables} />
      <Button
        id={fieldId('variables')}
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={draft.variables.length >= TEMPLATE_LIMITS.variables}
        onClick={add}
      >
        <Plus aria-hidden="true" />
        Add field
      </Button>
    </section>
  );
}
