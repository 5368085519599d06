import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ZIdParamsSchema } from './params.js';
import { savedEndpoints } from './saved-endpoints.js';
import { ZPageQuerySchema } from './pagination.js';

/** The kinds of fields a template asks for. */
export const TEMPLATE_VARIABLE_TYPES = ['text', 'long_text', 'select', 'number'] as const;
export type TTemplateVariableType = (typeof TEMPLATE_VARIABLE_TYPES)[number];
export const TEMPLATE_VARIABLE_TYPE_LABELS: Record<TTemplateVariableType, string> = {
  text: 'Text',
  long_text: 'Long text',
  select: 'Select',
  number: 'Number',
};

/** `{{name}}` in a template's prompt (global: use with matchAll or replace). */
export const TEMPLATE_PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

/** The names a prompt's `{{placeholders}}` use, each once, in order of first use. */
export function templatePlaceholders(prompt: string): string[] {
  return [...new Set([...prompt.matchAll(TEMPLATE_PLACEHOLDER)].map((match) => match[1]!))];
}

/** The icons a template may have (lucide's kebab-case names; the web app draws each). */
export const TEMPLATE_ICON_NAMES = [
  'briefcase',
  'chart-line',
  'circle-help',
  'clipboard-list',
  'file-text',
  'gem',
  'grid-2x2',
  'heading',
  'image',
  'key-round',
  'life-buoy',
  'list-ordered',
  'list-tree',
  'mail',
  'mail-plus',
  'megaphone',
  'newspaper',
  'package',
  'panels-top-left',
  'pen-line',
  'scroll-text',
  'search',
  'share-2',
  'sparkles',
  'spell-check',
  'text-quote',
  'user-plus',
] as const;
export type TTemplateIconName = (typeof TEMPLATE_ICON_NAMES)[number];

/** Longest value a text field may take when its template sets no smaller limit. */
export const TEMPLATE_TEXT_MAX_CHARS = 300;
export const TEMPLATE_LONG_TEXT_MAX_CHARS = 5000;

export const ZTemplateVariableSchema = z.object({
  /** The placeholder's name in the prompt: `{{name}}`. */
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  type: z.enum(TEMPLATE_VARIABLE_TYPES),
  label: z.string(),
  placeholder: z.string().optional(),
  required: z.boolean(),
  max_length: z.number().int().positive().optional(),
  options: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type TTemplateVariable = z.infer<typeof ZTemplateVariableSchema>;

/** The options every template run has beside its own fields. */
export const TEMPLATE_TONES = [
  'Professional',
  'Friendly',
  'Casual',
  'Persuasive',
  'Enthusiastic',
  'Formal',
  'Witty',
  'Empathetic',
] as const;
export const TEMPLATE_LENGTHS = ['Short', 'Medium', 'Long'] as const;
export const TEMPLATE_OUTPUT_LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
  'Polish',
  'Turkish',
  'Russian',
  'Ukrainian',
  'Arabic',
  'Hindi',
  'Japanese',
  'Korean',
  'Chinese (Simplified)',
] as const;

/** A template as users see it: its fields, not its prompt. */
export const ZTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.string(),
  variables: z.array(ZTemplateVariableSchema),
});
export type TTemplate = z.infer<typeof ZTemplateSchema>;
export const ZTemplatesResponseSchema = z.array(ZTemplateSchema);

export const ZTemplatesQuerySchema = z.object({
  category: z.string().trim().max(60).optional(),
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
});
export type TTemplatesQuery = z.infer<typeof ZTemplatesQuerySchema>;

export const ZTemplateParamsSchema = ZIdParamsSchema('Template id');

const trimmed = (message: string) => z.string(message).trim();

/** One variable's value, checked as its definition says. */
function valueSchema(variable: TTemplateVariable): z.ZodType {
  if (variable.type === 'number') {
    let schema = z.coerce.number(`Enter a number for ${variable.label}.`);
    if (variable.min !== undefined) schema = schema.min(variable.min, `Use at least ${variable.min}.`);
    if (variable.max !== undefined) schema = schema.max(variable.max, `Use at most ${variable.max}.`);
    return variable.required ? schema : z.union([z.literal(''), schema]).optional();
  }
  if (variable.type === 'select') {
    const options = variable.options ?? [];
    const schema = z.enum(options as [string, ...string[]], `Pick one of the options for ${variable.label}.`);
    return variable.required ? schema : z.union([z.literal(''), schema]).optional();
  }
  const limit =
    variable.max_length ??
    (variable.type === 'long_text' ? TEMPLATE_LONG_TEXT_MAX_CHARS : TEMPLATE_TEXT_MAX_CHARS);
  const text = trimmed(`Enter ${variable.label}.`).max(
    limit,
    `Use at most ${limit.toLocaleString('en-US')} characters.`,
  );
  return variable.required ? text.min(1, `Enter ${variable.label}.`) : text.optional();
}

/**
 * The one schema a template's form is checked with, in the browser and on the server: its
 * variables' values under `values`, and the common options.
 */
export function templateRunSchema(variables: readonly TTemplateVariable[]) {
  return z.object({
    values: z.object(Object.fromEntries(variables.map((variable) => [variable.name, valueSchema(variable)]))),
    tone: z.enum(TEMPLATE_TONES, 'Pick a tone from the list.').optional(),
    length: z.enum(TEMPLATE_LENGTHS, 'Pick a length from the list.').optional(),
    language: z.enum(TEMPLATE_OUTPUT_LANGUAGES, 'Pick a language from the list.').optional(),
  });
}

/** What POST ai/templates/{id}/run/ takes before the template's own schema checks it. */
export const ZTemplateRunRequestSchema = z.object({
  // An object of any keys rather than z.record: the browser's zod chunk, shared by every page,
  // stays without the record type (~1 KB).
  values: z.object({}, 'Fill in the template’s fields.').catchall(z.union([z.string(), z.number()])),
  tone: z.string().optional(),
  length: z.string().optional(),
  language: z.string().optional(),
});
export type TTemplateRunRequest = z.infer<typeof ZTemplateRunRequestSchema>;

/** A saved run: the template, the values used, the options and the result (markdown). */
export const ZSavedTemplateSchema = z.object({
  id: z.number().int(),
  template_id: z.number().int().nullable(),
  template_title: z.string(),
  category: z.string(),
  values: z.object({}).catchall(z.union([z.string(), z.number()])),
  tone: z.string().nullable(),
  length: z.string().nullable(),
  language: z.string().nullable(),
  result: z.string(),
  status: z.enum(['complete', 'stopped']),
  created_at: z.string(),
});
export type TSavedTemplate = z.infer<typeof ZSavedTemplateSchema>;

export const ZSavedTemplatesQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
  category: z.string().trim().max(60).optional(),
});
export type TSavedTemplatesQuery = z.infer<typeof ZSavedTemplatesQuerySchema>;
/** My Templates: the user's template runs. */
export const savedTemplateEndpoints = savedEndpoints('templates', {
  name: 'Saved template id',
  item: ZSavedTemplateSchema,
  query: ZSavedTemplatesQuerySchema,
});
export const ZSavedTemplatesResponseSchema = savedTemplateEndpoints.list.answer;
export type TSavedTemplatesResponse = z.infer<typeof ZSavedTemplatesResponseSchema>;

/** `done` of a template run: the saved run and the template generations left. */
export const ZTemplateDoneEventSchema = z.object({ saved: ZSavedTemplateSchema, balance: z.number().int() });
export type TTemplateDoneEvent = z.infer<typeof ZTemplateDoneEventSchema>;

/**
 * The templates catalogue (filtered by category, search), one template, a run streamed as an
 * event stream (`delta`, then `done` with ZTemplateDoneEventSchema or `error`), and Stop of the
 * user's running one.
 */
export const templateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'ai/templates/',
    query: ZTemplatesQuerySchema,
    status: 200,
    answer: ZTemplatesResponseSchema,
    errors: [400, 401],
  }),
  get: endpoint({
    method: 'GET',
    path: 'ai/templates/:id/',
    params: ZTemplateParamsSchema,
    status: 200,
    answer: ZTemplateSchema,
    errors: [400, 401, 404],
  }),
  run: endpoint({
    method: 'POST',
    path: 'ai/templates/:id/run/',
    params: ZTemplateParamsSchema,
    body: ZTemplateRunRequestSchema,
    status: 200,
    errors: [400, 401, 402, 404, 409, 429, 502, 503],
  }),
  stop: endpoint({ method: 'POST', path: 'ai/templates/stop/', status: 204, errors: [401, 409] }),
};
