import { z } from 'zod';
import { ZIdParamsSchema } from './params.js';
import { ZPageQuerySchema, ZPaginatedSchema } from './pagination.js';

/** What one message may hold and how long a chat's title may be. */
export const CHAT_MESSAGE_MAX_CHARS = 32_000;
export const CHAT_TITLE_MAX_CHARS = 120;
/** A new chat's title is its first message cut to this many characters. */
export const CHAT_TITLE_FROM_MESSAGE_CHARS = 60;

export const ZAssistantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  avatar: z.string(),
});
export type TAssistant = z.infer<typeof ZAssistantSchema>;
export const ZAssistantsResponseSchema = z.array(ZAssistantSchema);
export type TAssistantsResponse = z.infer<typeof ZAssistantsResponseSchema>;

/** How an answer ended: in full, by the user's Stop, or by a provider failure. */
export const CHAT_MESSAGE_STATUSES = ['complete', 'stopped', 'failed'] as const;
export type TChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

export const ZChatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

/** What an admin's "try it" chat is called (in its header, in a list) and why it costs nothing. */
export const ADMIN_TEST_CHAT_WORDS = {
  label: 'Admin test',
  short: 'Test',
  note: 'Answers in this test spend nothing.',
} as const;

export const ZChatSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  assistant: ZAssistantSchema,
  model: z.string().nullable(),
  /** An admin's "try it" chat from the assistants catalogue: its answers spend nothing. */
  admin_test: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TChatSummary = z.infer<typeof ZChatSummarySchema>;

/** A chat with its messages, oldest first, and whether an answer is being generated now. */
export const ZChatDetailSchema = ZChatSummarySchema.extend({
  messages: z.array(ZChatMessageSchema),
  generating: z.boolean(),
});
export type TChatDetail = z.infer<typeof ZChatDetailSchema>;

export const ZChatsPageSchema = ZPaginatedSchema(ZChatSummarySchema);
export type TChatsPage = z.infer<typeof ZChatsPageSchema>;

export const ZChatsQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(200, 'Search is too long.').optional(),
});
export type TChatsQuery = z.infer<typeof ZChatsQuerySchema>;

export const ZCreateChatRequestSchema = z.object({
  assistant_id: z.number('Choose an assistant.').int('Choose an assistant.').positive('Choose an assistant.'),
});
export type TCreateChatRequest = z.infer<typeof ZCreateChatRequestSchema>;

export const ZRenameChatRequestSchema = z.object({
  title: z
    .string('Enter a title.')
    .trim()
    .min(1, 'Enter a title.')
    .max(CHAT_TITLE_MAX_CHARS, `A title has at most ${CHAT_TITLE_MAX_CHARS} characters.`),
});
export type TRenameChatRequest = z.infer<typeof ZRenameChatRequestSchema>;

export const ZSendMessageRequestSchema = z.object({
  content: z
    .string('Write a message.')
    .trim()
    .min(1, 'Write a message.')
    .max(CHAT_MESSAGE_MAX_CHARS, `A message has at most ${CHAT_MESSAGE_MAX_CHARS} characters.`),
});
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequestSchema>;

/** `event: delta`: the next piece of the answer's text. */
export const ZChatDeltaEventSchema = z.object({ text: z.string() });
export type TChatDeltaEvent = z.infer<typeof ZChatDeltaEventSchema>;

/** `event: done`: the saved answer, what it cost and the chat-token balance after it. */
export const ZChatDoneEventSchema = z.object({
  message: ZChatMessageSchema,
  usage: z.object({
    prompt_tokens: z.number().int().nonnegative(),
    completion_tokens: z.number().int().nonnegative(),
    total_tokens: z.number().int().nonnegative(),
  }),
  balance: z.number().int().nonnegative(),
});
export type TChatDoneEvent = z.infer<typeof ZChatDoneEventSchema>;

/** `event: error`: why the answer ended early; whatever was produced is saved and paid. */
export const ZChatErrorEventSchema = z.object({ detail: z.string() });
export type TChatErrorEvent = z.infer<typeof ZChatErrorEventSchema>;

/** `ai/chats/{id}/…`. */
export const ZChatParamsSchema = ZIdParamsSchema('Chat id');
