import { z } from 'zod';
import { ZChatSummarySchema } from './ai-chats.js';
import { ZCatalogueIdParamsSchema, ZCatalogueOrderSchema, ZCatalogueRemovedSchema } from './catalogues.js';
import { endpoint } from './endpoint.js';

// ── Admins: the assistants catalogue (admin/assistants/) ──

export const ASSISTANT_LIMITS = {
  name: 120,
  description: 500,
  category: 60,
  systemPrompt: 20_000,
} as const;

const text = (max: number, empty: string) =>
  z.string(empty).trim().min(1, empty).max(max, `Use at most ${max} characters.`);

/** An assistant's fields, none defaulted (an update changes only what it names). */
const assistantFields = {
  name: text(ASSISTANT_LIMITS.name, 'Give the assistant a name.'),
  description: text(ASSISTANT_LIMITS.description, 'Say in a sentence what it helps with.'),
  category: text(ASSISTANT_LIMITS.category, 'Give it a category.'),
  system_prompt: text(ASSISTANT_LIMITS.systemPrompt, 'Write the instructions the model follows.'),
  active: z.boolean('Use true or false.'),
};

/** An assistant as the admin adds it (the avatar is uploaded on its own). */
export const ZAssistantRequestSchema = z.object({
  ...assistantFields,
  active: assistantFields.active.default(true),
});
export type TAssistantRequest = z.input<typeof ZAssistantRequestSchema>;

/** PATCH admin/assistants/{id}/: any of its fields. */
export const ZAssistantUpdateSchema = z
  .object(assistantFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change.');
export type TAssistantUpdate = z.input<typeof ZAssistantUpdateSchema>;

export const ZAdminAssistantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  system_prompt: z.string(),
  avatar: z.string(),
  active: z.boolean(),
  sort_order: z.number().int(),
  /** Users' chats with it: an assistant with chats is deactivated, never deleted. */
  chats: z.number().int(),
  updated_at: z.string(),
});
export type TAdminAssistant = z.infer<typeof ZAdminAssistantSchema>;
export const ZAdminAssistantsResponseSchema = z.array(ZAdminAssistantSchema);
export type TAdminAssistantsResponse = z.infer<typeof ZAdminAssistantsResponseSchema>;

const one = 'admin/assistants/:id/' as const;
const params = ZCatalogueIdParamsSchema;

/**
 * The assistants catalogue: every assistant (active or not), a new one, their order, a change,
 * its picture (the raw image as the body), a test chat with it, its removal.
 */
export const adminAssistantEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'admin/assistants/',
    status: 200,
    answer: ZAdminAssistantsResponseSchema,
    errors: [401, 403],
  }),
  create: endpoint({
    method: 'POST',
    path: 'admin/assistants/',
    body: ZAssistantRequestSchema,
    status: 201,
    answer: ZAdminAssistantSchema,
    errors: [400, 401, 403],
  }),
  reorder: endpoint({
    method: 'PUT',
    path: 'admin/assistants/order/',
    body: ZCatalogueOrderSchema,
    status: 200,
    answer: ZAdminAssistantsResponseSchema,
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PATCH',
    path: one,
    params,
    body: ZAssistantUpdateSchema,
    status: 200,
    answer: ZAdminAssistantSchema,
    errors: [400, 401, 403, 404],
  }),
  /** Multipart, the image in `file` (PNG, JPEG or WebP by its bytes, AVATAR_MAX_BYTES at most). */
  uploadAvatar: endpoint({
    method: 'POST',
    path: 'admin/assistants/:id/avatar/',
    params,
    status: 200,
    answer: ZAdminAssistantSchema,
    errors: [400, 401, 403, 404, 413, 415],
  }),
  try: endpoint({
    method: 'POST',
    path: 'admin/assistants/:id/try/',
    params,
    status: 201,
    answer: ZChatSummarySchema,
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: one,
    params,
    status: 200,
    answer: ZCatalogueRemovedSchema,
    errors: [400, 401, 403, 404],
  }),
};
