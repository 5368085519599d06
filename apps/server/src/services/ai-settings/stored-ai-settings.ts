import { AI_CAPABILITIES } from '@inkwell/contract';
import { z } from 'zod';

/** What AI Providers keeps, sealed whole in app_settings (the keys are inside). */
export const ZStoredAiSettingsSchema = z.object({
  providers: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      base_url: z.string().min(1),
      api_key: z.string().min(1).nullable(),
    }),
  ),
  capabilities: z.partialRecord(
    z.enum(AI_CAPABILITIES),
    z.object({ provider_id: z.string().min(1), model: z.string().min(1) }),
  ),
});
export type TStoredAiSettings = z.infer<typeof ZStoredAiSettingsSchema>;
export type TStoredAiProvider = TStoredAiSettings['providers'][number];

export const EMPTY_AI_SETTINGS: TStoredAiSettings = { providers: [], capabilities: {} };

/** `sk-proj-…a1b2`: enough to recognise a key, never enough to use it. */
export function apiKeyHint(key: string): string {
  if (key.length < 20) return `…${key.slice(-2)}`;
  const prefix = /^[A-Za-z]{2,4}-(?:[A-Za-z0-9]{2,5}-)?/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}
