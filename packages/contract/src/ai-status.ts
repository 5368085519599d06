import { z } from 'zod';
import type { TAiCapability } from './ai-settings.js';
import { endpoint } from './endpoint.js';

/**
 * GET ai/status/: which AI tools can answer now (a provider and model for the capability; for
 * speech to text, any engine; for text to speech, the provider's voices). A tool that cannot
 * shows its set-up panel before anything is typed.
 */
export const ZAiStatusSchema = z.object({
  chat: z.boolean(),
  code: z.boolean(),
  template: z.boolean(),
  image: z.boolean(),
  tts: z.boolean(),
  stt: z.boolean(),
});
export type TAiStatus = z.infer<typeof ZAiStatusSchema>;

/** Which AI tools are set up, read by every tool's page. */
export const aiStatusEndpoints = {
  get: endpoint({ method: 'GET', path: 'ai/status/', status: 200, answer: ZAiStatusSchema, errors: [401] }),
};

/** Each tool as the subject of "… not set up yet". */
const NOT_SET_UP_SUBJECTS: Record<TAiCapability, string> = {
  chat: 'AI chats are',
  code: 'AI Code is',
  template: 'Templates are',
  image: 'AI Images are',
  // Text to speech itself works on the offline engines: only the provider's voices need one.
  tts: 'AI provider voices are',
  stt: 'Speech to text is',
};

/** What an administrator needs to do for each tool. */
const NOT_SET_UP_REASONS: Record<TAiCapability, string> = {
  chat: 'An administrator needs to configure an AI provider and a model for them.',
  code: 'An administrator needs to configure an AI provider and a model for it.',
  template: 'An administrator needs to configure an AI provider and a model for them.',
  image: 'An administrator needs to configure an AI provider and a model for them.',
  tts: 'An administrator needs to configure an AI provider and a model for them.',
  stt: 'An administrator needs to install PocketSphinx (apt-get install pocketsphinx pocketsphinx-en-us) or configure an AI provider for it.',
};

/** The set-up panel's title: "AI chats are not set up yet". */
export function aiNotSetUpTitle(capability: TAiCapability): string {
  return `${NOT_SET_UP_SUBJECTS[capability]} not set up yet`;
}

/** The set-up panel's sentence: who needs to do what. */
export function aiNotSetUpReason(capability: TAiCapability): string {
  return NOT_SET_UP_REASONS[capability];
}

/** The API's 503 when a tool is asked without its model: the title, then the reason. */
export function aiNotSetUpMessage(capability: TAiCapability): string {
  const reason = NOT_SET_UP_REASONS[capability];
  return `${aiNotSetUpTitle(capability)}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
}
