import { z } from 'zod';
import { SPEECH_ENGINES, VOICE_GENDERS } from './ai-speech.js';
import { ZCatalogueIdParamsSchema } from './catalogues.js';
import { endpoint } from './endpoint.js';

// ── Admins: the voices library (admin/voices/) ──

/** The longest name an admin may give a voice. */
export const VOICE_NAME_MAX_CHARS = 120;

/** A voice as the admin manages it: the engine's own facts and the admin's choices. */
export const ZAdminVoiceSchema = z.object({
  id: z.number().int(),
  engine: z.enum(SPEECH_ENGINES),
  /** The name users see: the admin's, or the engine's when none is set. */
  name: z.string(),
  /** The engine's own name for it. */
  engine_name: z.string(),
  language: z.string(),
  gender: z.enum(VOICE_GENDERS),
  description: z.string(),
  /** Offered by an engine on this install now (the engines decide, at start). */
  available: z.boolean(),
  /** The admin's switch: users may pick it. */
  enabled: z.boolean(),
  /** The voice the tool starts on for its language (one per primary language tag). */
  language_default: z.boolean(),
  /** Speeches saved with it. */
  speeches: z.number().int(),
  preview_url: z.string(),
});
export type TAdminVoice = z.infer<typeof ZAdminVoiceSchema>;
export const ZAdminVoicesResponseSchema = z.array(ZAdminVoiceSchema);
export type TAdminVoicesResponse = z.infer<typeof ZAdminVoicesResponseSchema>;

/** PATCH admin/voices/{id}/: switch it on or off, rename it ('' = the engine's name), make it its language's default. */
export const ZVoiceUpdateSchema = z
  .object({
    enabled: z.boolean('Use true or false.').optional(),
    name: z
      .string('Enter a name.')
      .trim()
      .max(VOICE_NAME_MAX_CHARS, `Use at most ${VOICE_NAME_MAX_CHARS} characters.`)
      .optional(),
    language_default: z.boolean('Use true or false.').optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change.');
export type TVoiceUpdate = z.input<typeof ZVoiceUpdateSchema>;

/** POST admin/voices/previews/: every preview clip dropped, each made again on its next play. */
export const ZVoicePreviewsClearedSchema = z.object({ cleared: z.number().int() });
export type TVoicePreviewsCleared = z.infer<typeof ZVoicePreviewsClearedSchema>;

/**
 * The voices library: every voice the engines offer with the admin's choices, a change to one,
 * and its preview clips made again (every voice's, or one's) on their next play.
 */
export const adminVoiceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'admin/voices/',
    status: 200,
    answer: ZAdminVoicesResponseSchema,
    errors: [401, 403],
  }),
  update: endpoint({
    method: 'PATCH',
    path: 'admin/voices/:id/',
    params: ZCatalogueIdParamsSchema,
    body: ZVoiceUpdateSchema,
    status: 200,
    answer: ZAdminVoiceSchema,
    errors: [400, 401, 403, 404],
  }),
  regeneratePreviews: endpoint({
    method: 'POST',
    path: 'admin/voices/previews/',
    status: 200,
    answer: ZVoicePreviewsClearedSchema,
    errors: [401, 403],
  }),
  regeneratePreview: endpoint({
    method: 'POST',
    path: 'admin/voices/:id/preview/',
    params: ZCatalogueIdParamsSchema,
    status: 200,
    answer: ZVoicePreviewsClearedSchema,
    errors: [400, 401, 403, 404],
  }),
};
