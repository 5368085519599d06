import { z } from 'zod';

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
