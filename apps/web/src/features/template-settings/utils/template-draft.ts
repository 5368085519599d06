import {
  ZTemplateRequestSchema,
  type TAdminTemplate,
  type TTemplateRequest,
  type TTemplateVariableType,
} from '@inkwell/contract';

/** One field as the admin types it: numbers as text, a stable key for React while fields move. */
export interface TVariableDraft {
  key: string;
  name: string;
  /** The name was typed (not derived from the label). */
  nameTyped: boolean;
  type: TTemplateVariableType;
  label: string;
  placeholder: string;
  required: boolean;
  max_length: string;
  options: string[];
  min: string;
  max: string;
}

/** The template as the editor holds it. */
export interface TTemplateDraft {
  title: string;
  description: string;
  category: string;
  icon: string;
  prompt: string;
  active: boolean;
  variables: TVariableDraft[];
}

/** Messages by field path, as the API keys them (`prompt`, `variables.1.name`, `variables.0.options.2`). */
export type TDraftErrors = Record<string, string>;

let nextKey = 0;
const newKey = () => `variable-${++nextKey}`;

export function newVariable(): TVariableDraft {
  return {
    key: newKey(),
    name: '',
    nameTyped: false,
    type: 'text',
    label: '',
    placeholder: '',
    required: true,
    max_length: '',
    options: [],
    min: '',
    max: '',
  };
}

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A template's fields as the editor holds them, or an empty template (shown, with one icon picked). */
export function toDraft(template: TAdminTemplate | null): TTemplateDraft {
  return {
    title: template?.title ?? '',
    description: template?.description ?? '',
    category: template?.category ?? '',
    icon: template?.icon ?? 'sparkles',
    prompt: template?.prompt ?? '',
    active: template?.active ?? true,
    variables: (template?.variables ?? []).map((variable) => ({
      key: newKey(),
      name: variable.name,
      nameTyped: true,
      type: variable.type,
      label: variable.label,
      placeholder: variable.placeholder ?? '',
      required: variable.required,
      max_length: numberText(variable.max_length),
      options: variable.options ?? [],
      min: numberText(variable.min),
      max: numberText(variable.max),
    })),
  };
}

/** An empty box is no number at all (left out), not a zero; text that is no number fails the schema. */
function toNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}

const isText = (type: TTemplateVariableType) => type === 'text' || type === 'long_text';

/** A field as the request sends it: only what its type uses. */
function toVariableRequest(variable: TVariableDraft): TTemplateRequest['variables'][number] {
  const { name, type, label, required } = variable;
  const placeholder = variable.placeholder.trim();
  return {
    name,
    type,
    label,
    required,
    ...(placeholder && type !== 'select' ? { placeholder } : {}),
    ...(isText(type) ? { max_length: toNumber(variable.max_length) } : {}),
    ...(type === 'select' ? { options: variable.options } : {}),
    ...(type === 'number' ? { min: toNumber(variable.min), max: toNumber(variable.max) } : {}),
  };
}

/** The draft as the request body, before the schema checks it. */
export function toTemplateRequest(draft: TTemplateDraft): TTemplateRequest {
  return {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    icon: draft.icon as TTemplateRequest['icon'],
    prompt: draft.prompt,
    active: draft.active,
    variables: draft.variables.map(toVariableRequest),
  };
}

/** A saved template as a request with `active` set (the list's switch sends it whole). */
export function activeTemplateRequest(template: TAdminTemplate, active: boolean): TTemplateRequest {
  return toTemplateRequest({ ...toDraft(template), active });
}

export type TDraftCheck =
  | { ok: true; request: TTemplateRequest; errors: TDraftErrors; messages: string[] }
  | { ok: false; request: null; errors: TDraftErrors; messages: string[] };

/** The draft checked by the contract's own schema: the body, or each field's first message. */
export function checkDraft(draft: TTemplateDraft): TDraftCheck {
  const result = ZTemplateRequestSchema.safeParse(toTemplateRequest(draft));
  if (result.success) return { ok: true, request: result.data, errors: {}, messages: [] };
  const errors: TDraftErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  return { ok: false, request: null, errors, messages };
}

const VARIABLE_KEYS = [
  'name',
  'type',
  'label',
  'placeholder',
  'required',
  'max_length',
  'options',
  'min',
  'max',
];

/** Every path an error may name in this draft, in the order of the form (the first gets focus). */
export function draftPaths(draft: TTemplateDraft): string[] {
  return [
    'title',
    'description',
    'category',
    'icon',
    'prompt',
    'active',
    'variables',
    ...draft.variables.flatMap((variable, index) => [
      `variables.${index}`,
      ...VARIABLE_KEYS.map((key) => `variables.${index}.${key}`),
      ...variable.options.map((_, option) => `variables.${index}.options.${option}`),
    ]),
  ];
}

/** A label as a field name: "Company name" → company_name (lowercase snake, starting with a letter). */
export function nameFromLabel(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 40)
    .replace(/_+$/, '');
}
