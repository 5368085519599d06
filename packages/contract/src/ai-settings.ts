import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The AI capabilities: each has one provider + model, or none and its tool says so. */
export const AI_CAPABILITIES = ['chat', 'code', 'template', 'image', 'tts', 'stt'] as const;
export type TAiCapability = (typeof AI_CAPABILITIES)[number];

/** The tool each capability serves, as menus name it. */
export const AI_CAPABILITY_TOOLS: Record<TAiCapability, string> = {
  chat: 'AI Chats',
  code: 'AI Code',
  template: 'Templates',
  image: 'AI Images',
  tts: 'Text to Speech',
  stt: 'Speech to Text',
};

/** The environment variable that sets each capability's model (it wins over AI Providers). */
export const AI_CAPABILITY_ENV: Record<TAiCapability, string> = {
  chat: 'AI_CHAT_MODEL',
  code: 'AI_CODE_MODEL',
  template: 'AI_TEMPLATE_MODEL',
  image: 'AI_IMAGE_MODEL',
  tts: 'AI_TTS_MODEL',
  stt: 'AI_STT_MODEL',
};

/** The provider OPENAI_BASE_URL / OPENAI_API_KEY describe; read-only on AI Providers. */
export const ENVIRONMENT_PROVIDER_ID = 'environment';
export const AI_PROVIDERS_MAX = 20;
export const AI_PROVIDER_NAME_MAX_CHARS = 80;
export const AI_PROVIDER_URL_MAX_CHARS = 500;
export const AI_PROVIDER_KEY_MAX_CHARS = 500;
export const AI_MODEL_MAX_CHARS = 200;

export const AI_SETTINGS_SOURCES = ['environment', 'admin'] as const;

const ZProviderIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Not a provider id.');

/** http(s), a host (no user:password@), an optional port and path; no query or fragment. */
const BASE_URL_PATTERN =
  /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s?#]*)?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?(\/[^\s?#]*)?$/i;

const ZBaseUrlSchema = z
  .string('Enter the base URL.')
  .trim()
  .max(AI_PROVIDER_URL_MAX_CHARS, `Use at most ${AI_PROVIDER_URL_MAX_CHARS} characters.`)
  .regex(BASE_URL_PATTERN, 'Enter an http:// or https:// URL, like https://api.openai.com/v1.')
  .transform((value) => value.replace(/\/+$/, ''));

const ZProviderNameSchema = z
  .string('Enter a name.')
  .trim()
  .min(1, 'Enter a name.')
  .max(AI_PROVIDER_NAME_MAX_CHARS, `Use at most ${AI_PROVIDER_NAME_MAX_CHARS} characters.`);

const ZApiKeySchema = z
  .string()
  .trim()
  .max(AI_PROVIDER_KEY_MAX_CHARS, `Use at most ${AI_PROVIDER_KEY_MAX_CHARS} characters.`)
  .refine((value) => !/\s/.test(value), 'An API key has no spaces.');

const ORIGIN_PATTERN = /^([a-z]+):\/\/(\[[^\]]*\]|[^/:]*)(?::(\d+))?/i;

/**
 * A base URL's origin: scheme, host and port (a default port left out), lower-cased. A saved
 * key is only ever sent to the origin it was saved for. Two spellings of one host count as two
 * origins, so a doubt asks for the key again rather than sending it.
 */
export function baseUrlOrigin(baseUrl: string): string {
  const match = ORIGIN_PATTERN.exec(baseUrl.trim());
  if (!match) return baseUrl.trim().toLowerCase();
  const scheme = match[1]!.toLowerCase();
  const port = match[3] === undefined ? undefined : Number(match[3]);
  const defaultPort = scheme === 'https' ? 443 : 80;
  return `${scheme}://${match[2]!.toLowerCase()}${port === undefined || port === defaultPort ? '' : `:${port}`}`;
}

/** What AI Providers answers about where a provider is, as admins read it. */
export const AI_PROVIDER_MESSAGES = {
  /** PATCH: a new origin while the saved key would stay (field `api_key`). */
  keyForNewAddress:
    'A saved key is only sent to the address it was saved for. Enter the API key again for this address, or remove the saved key.',
  /** AI_ALLOW_PRIVATE_HOSTS=false: on save (field `base_url`) and from Test connection. */
  privateAddress:
    'This address is on this server’s own machine, a private network or a cloud metadata address, which this server is set not to call (AI_ALLOW_PRIVATE_HOSTS=false). Use the provider’s public address.',
  /** Test connection: the provider answered with a redirect, which is never followed. */
  redirected:
    'The provider answered with a redirect, which is never followed (the request would go to another address). Use the address it redirects to as the base URL.',
} as const;

/** POST admin/ai-settings/providers/: a key is optional (Ollama, LM Studio and vLLM need none). */
export const ZAiProviderRequestSchema = z.object({
  name: ZProviderNameSchema,
  base_url: ZBaseUrlSchema,
  api_key: ZApiKeySchema.optional(),
});
export type TAiProviderRequest = z.input<typeof ZAiProviderRequestSchema>;

/**
 * PATCH admin/ai-settings/providers/{id}/: `api_key` absent or "" keeps the key, null removes
 * it. A `base_url` on another origin (baseUrlOrigin) than the saved one needs a new key or null
 * while a key is saved: the server answers 400 on `api_key` otherwise (keyForNewAddress).
 */
export const ZAiProviderUpdateSchema = z.object({
  name: ZProviderNameSchema.optional(),
  base_url: ZBaseUrlSchema.optional(),
  api_key: ZApiKeySchema.nullable().optional(),
});
export type TAiProviderUpdate = z.input<typeof ZAiProviderUpdateSchema>;

export const ZAiProviderParamsSchema = z.object({ provider_id: ZProviderIdSchema });
export const ZAiCapabilityParamsSchema = z.object({
  capability: z.enum(AI_CAPABILITIES, 'Not an AI capability.'),
});

/** A provider as admins see it: a hint of its key, never the key. */
export const ZAiProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  base_url: z.string(),
  /** Like `sk-…a1b2`; null when the provider has no key. */
  api_key_hint: z.string().nullable(),
  source: z.enum(AI_SETTINGS_SOURCES),
});
export type TAiProvider = z.infer<typeof ZAiProviderSchema>;

/** Which provider and model serve a capability, and whether the environment decides it. */
export const ZAiCapabilitySettingSchema = z.object({
  capability: z.enum(AI_CAPABILITIES),
  provider_id: z.string().nullable(),
  model: z.string().nullable(),
  source: z.enum(AI_SETTINGS_SOURCES).nullable(),
});
export type TAiCapabilitySetting = z.infer<typeof ZAiCapabilitySettingSchema>;

export const ZAiSettingsResponseSchema = z.object({
  providers: z.array(ZAiProviderSchema),
  capabilities: z.array(ZAiCapabilitySettingSchema),
});
export type TAiSettingsResponse = z.infer<typeof ZAiSettingsResponseSchema>;

/** PUT admin/ai-settings/capabilities/{capability}/: a provider and one of its models. */
export const ZAiCapabilityAssignmentSchema = z.object({
  provider_id: ZProviderIdSchema,
  model: z
    .string('Pick a model.')
    .trim()
    .min(1, 'Pick a model.')
    .max(AI_MODEL_MAX_CHARS, `Use at most ${AI_MODEL_MAX_CHARS} characters.`),
});
export type TAiCapabilityAssignment = z.input<typeof ZAiCapabilityAssignmentSchema>;

/** GET admin/ai-settings/providers/{id}/models/: "Test connection", the provider's models. */
export const ZAiModelsResponseSchema = z.object({ models: z.array(z.string()) });
export type TAiModelsResponse = z.infer<typeof ZAiModelsResponseSchema>;

/**
 * The admin's AI Providers (admin/ai-settings/): the whole settings, which every change answers;
 * a provider (added, changed, removed, "Test connection"); a capability's provider and model.
 */
export const aiSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'admin/ai-settings/',
    status: 200,
    answer: ZAiSettingsResponseSchema,
    errors: [401, 403],
  }),
};

export const aiProviderEndpoints = {
  create: endpoint({
    method: 'POST',
    path: 'admin/ai-settings/providers/',
    body: ZAiProviderRequestSchema,
    status: 201,
    answer: ZAiSettingsResponseSchema,
    errors: [400, 401, 403, 409],
  }),
  update: endpoint({
    method: 'PATCH',
    path: 'admin/ai-settings/providers/:provider_id/',
    params: ZAiProviderParamsSchema,
    body: ZAiProviderUpdateSchema,
    status: 200,
    answer: ZAiSettingsResponseSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'admin/ai-settings/providers/:provider_id/',
    params: ZAiProviderParamsSchema,
    status: 200,
    answer: ZAiSettingsResponseSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  models: endpoint({
    method: 'GET',
    path: 'admin/ai-settings/providers/:provider_id/models/',
    params: ZAiProviderParamsSchema,
    status: 200,
    answer: ZAiModelsResponseSchema,
    errors: [400, 401, 403, 404, 502, 503],
  }),
};

export const aiCapabilityEndpoints = {
  update: endpoint({
    method: 'PUT',
    path: 'admin/ai-settings/capabilities/:capability/',
    params: ZAiCapabilityParamsSchema,
    body: ZAiCapabilityAssignmentSchema,
    status: 200,
    answer: ZAiSettingsResponseSchema,
    errors: [400, 401, 403, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'admin/ai-settings/capabilities/:capability/',
    params: ZAiCapabilityParamsSchema,
    status: 200,
    answer: ZAiSettingsResponseSchema,
    errors: [400, 401, 403, 409],
  }),
};
