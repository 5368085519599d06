import {
  TEMPLATE_LIMITS,
  TEMPLATE_LONG_TEXT_MAX_CHARS,
  TEMPLATE_TEXT_MAX_CHARS,
  TEMPLATE_VARIABLE_TYPE_LABELS,
  TEMPLATE_VARIABLE_TYPES,
  type TTemplateVariableType,
} from '@inkwell/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SwitchField } from '@/components/ui/switch-field';
import type { TTemplateDraftState } from '../hooks/use-template-draft';
import type { TVariableDraft } from '../utils/template-draft';
import { placeholderOf } from '../utils/template-field-words';
import { VariableOptionsEditor } from './variable-options-editor';

type TTextKey = 'name' | 'label' | 'placeholder' | 'max_length' | 'min' | 'max';

interface VariableEditorProps {
  editor: TTemplateDraftState;
  variable: TVariableDraft;
  index: number;
  count: number;
}

/** A field's name in words for its buttons: its label, else "field 2". */
export const variableTitle = (variable: TVariableDraft, index: number) =>
  variable.label.trim() || `field ${index + 1}`;

export const moveVariableButtonId = (key: string, direction: 'up' | 'down') => `${key}-move-${direction}`;

/** One field of the form: its name, label and type, then what its type takes; move and remove it. */
export function VariableEditor({ editor, variable, index, count }: VariableEditorProps) {
  const { errors, fieldId, updateVariable, moveVariable, removeVariable } = editor;
  const path = (key: string) => `variables.${index}.${key}`;
  const title = variableTitle(variable, index);
  const isText = variable.type === 'text' || variable.type === 'long_text';
  const text = (key: TTextKey) => ({
    id: fieldId(path(key)),
    value: variable[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => updateVariable(index, { [key]: event.target.value }),
    'aria-invalid': errors[path(key)] ? true : undefined,
    'aria-describedby': errors[path(key)] ? `${fieldId(path(key))}-error` : undefined,
  });
  const field = (key: TTextKey, label: string, input: object, hint?: string) => (
    <FormField id={fieldId(path(key))} label={label} error={errors[path(key)]} hint={hint}>
      <Input autoComplete="off" {...input} {...text(key)} />
    </FormField>
  );
  const move = (direction: 'up' | 'down') => {
    moveVariable(index, direction === 'up' ? index - 1 : index + 1);
    requestAnimationFrame(() => {
      const buttons = [direction, direction === 'up' ? 'down' : 'up'] as const;
      buttons
        .map((which) => document.getElementById(moveVariableButtonId(variable.key, which)))
        .find((button) => button instanceof HTMLButtonElement && !button.disabled)
        ?.focus();
    });
  };
  return (
    <li
      id={fieldId(`variables.${index}`)}
      tabIndex={-1}
      className="grid gap-4 rounded-xl border border-border p-4 outline-none"
      aria-label={`Field ${index + 1}: ${title}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">
          Field {index + 1}
          {variable.name ? (
            <span className="ml-2 font-mono text-xs font-normal text-muted-foreground">
              {placeholderOf(variable.name)}
            </span>
          ) : null}
        </h4>
        <div className="flex gap-1">
          {(['up', 'down'] as const).map((direction) => (
            <Button
              key={direction}
              id={moveVariableButtonId(variable.key, direction)}
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              disabled={direction === 'up' ? index === 0 : index === count - 1}
              onClick={() => move(direction)}
            >
              {direction === 'up' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
              <span className="sr-only">
                Move {title} {direction}
              </span>
            </Button>
          ))}
          <Button type="button" variant="ghost" size="sm" onClick={() => removeVariable(index)}>
            <Trash2 aria-hidden="true" />
            Remove <span className="sr-only">{title}</span>
          </Button>
        </div>
      </div>
      <FieldError id={`${fieldId(`variables.${index}`)}-error`} error={errors[`variables.${index}`]} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {field('label', 'Label', { maxLength: TEMPLATE_LIMITS.label })}
        {field(
          'name',
          'Name',
          { spellCheck: false, autoCapitalize: 'none', className: 'font-mono' },
          'Lowercase letters, digits and _.',
        )}
        <FormField id={fieldId(path('type'))} label="Type" error={errors[path('type')]}>
          <NativeSelect
            id={fieldId(path('type'))}
            value={variable.type}
            onChange={(event) => updateVariable(index, { type: event.target.value as TTemplateVariableType })}
          >
            {TEMPLATE_VARIABLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {TEMPLATE_VARIABLE_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="sm:pt-6">
          <SwitchField
            id={fieldId(path('required'))}
            label="Required"
            hint="Users must fill it in."
            checked={variable.required}
            onCheckedChange={(required) => updateVariable(index, { required })}
            error={errors[path('required')]}
          />
        </div>
        {variable.type === 'select'
          ? null
          : field('placeholder', 'Placeholder (optional)', { maxLength: TEMPLATE_LIMITS.placeholder })}
        {isText
          ? field(
              'max_length',
              'Max length (optional)',
              { type: 'number', inputMode: 'numeric', min: 1 },
              `Up to ${(variable.type === 'text' ? TEMPLATE_TEXT_MAX_CHARS : TEMPLATE_LONG_TEXT_MAX_CHARS).toLocaleString('en-US')} characters.`,
            )
          : null}
        {variable.type === 'number' ? (
          <>
            {field('min', 'Minimum (optional)', { type: 'number', inputMode: 'decimal' })}
            {field('max', 'Maximum (optional)', { type: 'number', inputMode: 'decimal' })}
          </>
        ) : null}
        {variable.type === 'select' ? (
          <VariableOptionsEditor
            path={path('options')}
            fieldId={fieldId}
            fieldLabel={title}
            options={variable.options}
            errors={errors}
            onChange={(options) => updateVariable(index, { options })}
          />
        ) : null}
      </div>
    </li>
  );
}
