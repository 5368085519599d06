import { z } from 'zod';
import { ZCatalogueIdParamsSchema, ZCatalogueOrderSchema, ZCatalogueRemovedSchema } from './catalogues.js';
import { endpoint } from './endpoint.js';
import {
  TEMPLATE_ICON_NAMES,
  TEMPLATE_LONG_TEXT_MAX_CHARS,
  TEMPLATE_TEXT_MAX_CHARS,
  TEMPLATE_VARIABLE_TYPES,
  templatePlaceholders,
  ZTemplateRunRequestSchema,
  ZTemplateVariableSchema,
} from './ai-templates.js';

// ── Admins: the templates catalogue (admin/templates/) ──

export const TEMPLATE_LIMITS = {
  title: 120,
  description: 300,
  category: 60,
  prompt: 10_000,
  variables: 20,
  label: 80,
  placeholder: 120,
  options: 30,
  option: 100,
} as const;

const text = (max: number, empty: string) =>
  z.string(empty).trim().min(1, empty).max(max, `Use at most ${max} characters.`);

/** One field of a template as the admin defines it: checked as a whole (options for a select, min ≤ max). */
export const ZTemplateVariableRequestSchema = z
  .object({
    name: z
      .string('Name the field.')
      .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lowercase letters, digits and _, starting with a letter.'),
    type: z.enum(TEMPLATE_VARIABLE_TYPES, 'Pick a field type.'),
    label: text(TEMPLATE_LIMITS.label, 'Give the field a label.'),
    placeholder: z
      .string()
      .trim()
      .max(TEMPLATE_LIMITS.placeholder, `Use at most ${TEMPLATE_LIMITS.placeholder} characters.`)
      .optional(),
    required: z.boolean('Use true or false.'),
    max_length: z
      .number('Enter a number.')
      .int('Enter a whole number.')
      .positive('Must be 1 or more.')
      .max(TEMPLATE_LONG_TEXT_MAX_CHARS, `Must be at most ${TEMPLATE_LONG_TEXT_MAX_CHARS}.`)
      .optional(),
    options: z
      .array(text(TEMPLATE_LIMITS.option, 'An option cannot be empty.'))
      .max(TEMPLATE_LIMITS.options, `Use at most ${TEMPLATE_LIMITS.options} options.`)
      .optional(),
    min: z.number('Enter a number.').optional(),
    max: z.number('Enter a number.').optional(),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'select') {
      const options = field.options ?? [];
      if (options.length < 2)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give a list at least two options.' });
      else if (new Set(options).size !== options.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option must be different.' });
    }
    if (
      field.type === 'number' &&
      field.min !== undefined &&
      field.max !== undefined &&
      field.min > field.max
    )
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'The maximum must be at least the minimum.' });
    if (field.type === 'text' && (field.max_length ?? 0) > TEMPLATE_TEXT_MAX_CHARS)
      ctx.addIssue({
        code: 'custom',
        path: ['max_length'],
        message: `A short text takes at most ${TEMPLATE_TEXT_MAX_CHARS} characters; use a long text.`,
      });
  });
export type TTemplateVariableRequest = z.input<typeof ZTemplateVariableRequestSchema>;

/**
 * A template as the admin saves it (PUT replaces it whole). The prompt's `{{placeholders}}`
 * and the fields must match: each placeholder names a field, each field is used.
 */
export const ZTemplateRequestSchema = z
  .object({
    title: text(TEMPLATE_LIMITS.title, 'Give the template a title.'),
    description: text(TEMPLATE_LIMITS.description, 'Say in a sentence what it writes.'),
    category: text(TEMPLATE_LIMITS.category, 'Give it a category.'),
    icon: z.enum(TEMPLATE_ICON_NAMES, 'Pick an icon from the list.'),
    prompt: text(TEMPLATE_LIMITS.prompt, 'Write the instructions, with {{field}} where each value goes.'),
    variables: z
      .array(ZTemplateVariableRequestSchema, 'List the fields.')
      .max(TEMPLATE_LIMITS.variables, `Use at most ${TEMPLATE_LIMITS.variables} fields.`),
    active: z.boolean('Use true or false.').default(true),
  })
  .superRefine((template, ctx) => {
    const names = template.variables.map((variable) => variable.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['variables', index, 'name'],
          message: 'Two fields cannot have the same name.',
        });
    });
    const used = templatePlaceholders(template.prompt);
    const unknown = used.filter((name) => !names.includes(name));
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['prompt'],
        message: `The prompt uses ${unknown.map((name) => `{{${name}}}`).join(', ')}, which no field defines.`,
      });
    template.variables.forEach((variable, index) => {
      if (!used.includes(variable.name))
        ctx.addIssue({
          code: 'custom',
          path: ['variables', index, 'name'],
          message: `Use {{${variable.name}}} in the prompt, or remove this field.`,
        });
    });
  });
export type TTemplateRequest = z.input<typeof ZTemplateRequestSchema>;

export const ZAdminTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.string(),
  prompt: z.string(),
  variables: z.array(ZTemplateVariableSchema),
  active: z.boolean(),
  sort_order: z.number().int(),
  /** Users' saved runs of it: a template with runs is deactivated, never deleted. */
  runs: z.number().int(),
  updated_at: z.string(),
});
export type TAdminTemplate = z.infer<typeof ZAdminTemplateSchema>;
export const ZAdminTemplatesResponseSchema = z.array(ZAdminTemplateSchema);
export type TAdminTemplatesResponse = z.infer<typeof ZAdminTemplatesResponseSchema>;

/** POST admin/templates/preview/: a template being edited and sample values, built as a run would be. */
export const ZTemplatePreviewRequestSchema = z.object({
  template: ZTemplateRequestSchema,
  run: ZTemplateRunRequestSchema,
});
export type TTemplatePreviewRequest = z.input<typeof ZTemplatePreviewRequestSchema>;

/** The messages the provider would get, exactly. */
export const ZTemplatePreviewSchema = z.object({
  messages: z.array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() })),
});
export type TTemplatePreview = z.infer<typeof ZTemplatePreviewSchema>;

const one = 'admin/templates/:id/' as const;

/**
 * The templates catalogue: every template (active or not), a new one, the messages a run of one
 * being edited would send, their order, a template replaced whole, its removal.
 */
export const adminTemplateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'admin/templates/',
    status: 200,
    answer: ZAdminTemplatesResponseSchema,
    errors: [401, 403],
  }),
  create: endpoint({
    method: 'POST',
    path: 'admin/templates/',
    body: ZTemplateRequestSchema,
    status: 201,
    answer: ZAdminTemplateSchema,
    errors: [400, 401, 403],
  }),
  preview: endpoint({
    method: 'POST',
    path: 'admin/templates/preview/',
    body: ZTemplatePreviewRequestSchema,
    status: 200,
    answer: ZTemplatePreviewSchema,
    errors: [400, 401, 403],
  }),
  reorder: endpoint({
    method: 'PUT',
    path: 'admin/templates/order/',
    body: ZCatalogueOrderSchema,
    status: 200,
    answer: ZAdminTemplatesResponseSchema,
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: one,
    params: ZCatalogueIdParamsSchema,
    body: ZTemplateRequestSchema,
    status: 200,
    answer: ZAdminTemplateSchema,
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: one,
    params: ZCatalogueIdParamsSchema,
    status: 200,
    answer: ZCatalogueRemovedSchema,
    errors: [400, 401, 403, 404],
  }),
};
