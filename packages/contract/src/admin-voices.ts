import { z } from 'zod';
import { SPEECH_ENGINES, VOICE_GENDERS } from './ai-speech.js';

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
