import { z } from 'zod';
import { endpoint } from './endpoint.js';
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

/** The assistants a chat is started with, in display order. */
export const assistantEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'ai/assistants/',
    status: 200,
    answer: ZAssistantsResponseSchema,
    errors: [],
  }),
};

/** The user's chats: a page of them (`search` matches titles), one with its messages, its title, its deletion. */
export const chatEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'ai/chats/',
    query: ZChatsQuerySchema,
    status: 200,
    answer: ZChatsPageSchema,
    errors: [400, 401],
  }),
  create: endpoint({
    method: 'POST',
    path: 'ai/chats/',
    body: ZCreateChatRequestSchema,
    status: 201,
    answer: ZChatSummarySchema,
    errors: [400, 401, 404],
  }),
  get: endpoint({
    method: 'GET',
    path: 'ai/chats/:id/',
    params: ZChatParamsSchema,
    status: 200,
    answer: ZChatDetailSchema,
    errors: [400, 401, 404],
  }),
  update: endpoint({
    method: 'PATCH',
    path: 'ai/chats/:id/',
    params: ZChatParamsSchema,
    body: ZRenameChatRequestSchema,
    status: 200,
    answer: ZChatSummarySchema,
    errors: [400, 401, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'ai/chats/:id/',
    params: ZChatParamsSchema,
    status: 204,
    errors: [400, 401, 404, 409],
  }),
};

/** What an answer's refusals before its stream may be. */
const ANSWER_REFUSALS = [400, 401, 402, 404, 409, 422, 429, 502, 503] as const;

/**
 * A chat's answers: sent, regenerated and re-attached to as event streams (`delta`, then `done`
 * with ZChatDoneEventSchema or `error`), and stopped (the chat as saved).
 */
export const chatAnswerEndpoints = {
  send: endpoint({
    method: 'POST',
    path: 'ai/chats/:id/messages/',
    params: ZChatParamsSchema,
    body: ZSendMessageRequestSchema,
    status: 200,
    errors: ANSWER_REFUSALS,
  }),
  regenerate: endpoint({
    method: 'POST',
    path: 'ai/chats/:id/regenerate/',
    params: ZChatParamsSchema,
    status: 200,
    errors: ANSWER_REFUSALS,
  }),
  follow: endpoint({
    method: 'GET',
    path: 'ai/chats/:id/stream/',
    params: ZChatParamsSchema,
    status: 200,
    errors: [400, 401, 404, 429],
  }),
  stop: endpoint({
    method: 'POST',
    path: 'ai/chats/:id/stop/',
    params: ZChatParamsSchema,
    status: 200,
    answer: ZChatDetailSchema,
    errors: [400, 401, 404, 409],
  }),
};
