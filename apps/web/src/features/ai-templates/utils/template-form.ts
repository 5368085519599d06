import {
  templateRunSchema,
  ZTemplateRunRequestSchema,
  type TSavedTemplate,
  type TTemplate,
  type TTemplateRunRequest,
  type TTemplateVariable,
} from '@inkwell/contract';
import { z } from 'zod';

/**
 * The form's fields, all text as the controls hold them: each variable as `values.<name>` (the
 * key the server's field errors use), then `tone`, `length` and `language`.
 */
export type TTemplateFormValues = Record<string, string>;

const VALUE_PREFIX = 'values.';

/** A variable's field in the form: `values.topic`. */
export const valueField = (name: string) => `${VALUE_PREFIX}${name}`;

/** The form's first values: empty, or a saved run's values and options (Run again). */
export function templateFormValues(template: TTemplate, saved?: TSavedTemplate): TTemplateFormValues {
  const given = (name: string) => saved?.values[name];
  return {
    ...Object.fromEntries(
      template.variables.map(({ name }) => [valueField(name), String(given(name) ?? '')]),
    ),
    tone: saved?.tone ?? '',
    length: saved?.length ?? '',
    language: saved?.language ?? '',
  };
}

/** What the server is sent: `{ values, tone, length, language }`, empty fields left out. */
export function toTemplateRequest(form: unknown): unknown {
  const values: Record<string, string> = {};
  const options: Record<string, string> = {};
  for (const [key, value] of Object.entries(form as TTemplateFormValues)) {
    if (value === '') continue;
    if (key.startsWith(VALUE_PREFIX)) values[key.slice(VALUE_PREFIX.length)] = value;
    else options[key] = value;
  }
  return { values, ...options };
}

/** The contract's run schema for these variables, read from the form's fields. */
export function templateFormSchema(variables: readonly TTemplateVariable[]) {
  return z.preprocess(toTemplateRequest, templateRunSchema(variables));
}

/** The checked values as the request's type (numbers coerced, text trimmed). */
export function toRunRequest(checked: unknown): TTemplateRunRequest {
  return ZTemplateRunRequestSchema.parse(checked);
}
