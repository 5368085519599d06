import { TEMPLATE_LIMITS } from '@inkwell/contract';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { TDraftErrors } from '../utils/template-draft';

interface VariableOptionsEditorProps {
  /** `variables.<i>.options`: the group's path (its error and focus) and its options' prefix. */
  path: string;
  fieldId: (path: string) => string;
  fieldLabel: string;
  options: string[];
  errors: TDraftErrors;
  onChange: (options: string[]) => void;
}

/** A select's choices: one box each, Remove beside it, Add option under them. */
export function VariableOptionsEditor({
  path,
  fieldId,
  fieldLabel,
  options,
  errors,
  onChange,
}: VariableOptionsEditorProps) {
  const error = errors[path];
  const errorId = `${fieldId(path)}-error`;
  const add = () => {
    onChange([...options, '']);
    requestAnimationFrame(() => document.getElementById(fieldId(`${path}.${options.length}`))?.focus());
  };
  return (
    <fieldset
      id={fieldId(path)}
      tabIndex={-1}
      className="grid gap-2 rounded-lg outline-none sm:col-span-2"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-medium">Options</legend>
      {options.length > 0 ? (
        <ol className="grid gap-2">
          {options.map((option, index) => {
            const optionPath = `${path}.${index}`;
            const optionError = errors[optionPath];
            const label = `Option ${index + 1} of ${fieldLabel}`;
            return (
              <li key={index} className="grid gap-1">
                <div className="flex gap-2">
                  <Input
                    id={fieldId(optionPath)}
                    aria-label={label}
                    value={option}
                    maxLength={TEMPLATE_LIMITS.option}
                    onChange={(event) =>
                      onChange(options.map((other, at) => (at === index ? event.target.value : other)))
                    }
                    aria-invalid={optionError ? true : undefined}
                    aria-describedby={optionError ? `${fieldId(optionPath)}-error` : undefined}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => onChange(options.filter((_, at) => at !== index))}
                  >
                    <X aria-hidden="true" />
                    <span className="sr-only">
                      Remove option {index + 1} of {fieldLabel}
                    </span>
                  </Button>
                </div>
                <FieldError id={`${fieldId(optionPath)}-error`} error={optionError} />
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={options.length >= TEMPLATE_LIMITS.options}
        onClick={add}
      >
        <Plus aria-hidden="true" />
        Add option <span className="sr-only">to {fieldLabel}</span>
      </Button>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
