import type { TTemplateRunRequest, TTemplateVariable } from '@inkwell/contract';
import type { TVariableDraft } from './template-draft';

/** The values typed in the preview form, by the field's key (a renamed field keeps its value), and the options. */
export interface TSampleRun {
  values: Record<string, string>;
  tone: string;
  length: string;
  language: string;
}

export const EMPTY_SAMPLE_RUN: TSampleRun = { values: {}, tone: '', length: '', language: '' };

const finite = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
const usable = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : undefined;

/** A field being written as users would see it now: what is not valid yet is left out. */
export function previewVariable(variable: TVariableDraft, index: number): TTemplateVariable {
  const maxLength = usable(finite(variable.max_length));
  const isText = variable.type === 'text' || variable.type === 'long_text';
  const options = [...new Set(variable.options.map((option) => option.trim()).filter(Boolean))];
  return {
    name: variable.name || `field_${index + 1}`,
    type: variable.type,
    label: variable.label.trim() || `Field ${index + 1}`,
    required: variable.required,
    ...(variable.placeholder.trim() ? { placeholder: variable.placeholder.trim() } : {}),
    ...(isText && maxLength !== undefined && maxLength > 0 ? { max_length: Math.floor(maxLength) } : {}),
    ...(variable.type === 'select' ? { options } : {}),
    ...(variable.type === 'number'
      ? { min: usable(finite(variable.min)), max: usable(finite(variable.max)) }
      : {}),
  };
}

/** The run the built prompt is asked for: the values by field name (numbers as numbers), empty ones left out. */
export function sampleRunRequest(variables: TVariableDraft[], sample: TSampleRun): TTemplateRunRequest {
  const values: TTemplateRunRequest['values'] = {};
  for (const variable of variables) {
    const value = sample.values[variable.key]?.trim() ?? '';
    if (value === '') continue;
    const number = Number(value);
    values[variable.name] = variable.type === 'number' && Number.isFinite(number) ? number : value;
  }
  return {
    values,
    ...(sample.tone ? { tone: sample.tone } : {}),
    ...(sample.length ? { length: sample.length } : {}),
    ...(sample.language ? { language: sample.language } : {}),
  };
}
