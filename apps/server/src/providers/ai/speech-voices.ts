import type { TVoiceGender } from '@inkwell/contract';

/** A voice a provider speaks with, as AI_TTS_VOICES or OPENAI_VOICES names it. */
export interface TProviderVoice {
  id: string;
  gender: TVoiceGender;
}

/**
 * OpenAI's text-to-speech voices (it has no endpoint that lists them). `tts-1` and `tts-1-hd`
 * have the first nine; `gpt-4o-mini-tts` all eleven.
 */
const OPENAI_VOICES: readonly (TProviderVoice & { newer?: true })[] = [
  { id: 'alloy', gender: 'neutral' },
  { id: 'ash', gender: 'male' },
  { id: 'coral', gender: 'female' },
  { id: 'echo', gender: 'male' },
  { id: 'fable', gender: 'male' },
  { id: 'nova', gender: 'female' },
  { id: 'onyx', gender: 'male' },
  { id: 'sage', gender: 'female' },
  { id: 'shimmer', gender: 'female' },
  { id: 'ballad', gender: 'male', newer: true },
  { id: 'verse', gender: 'male', newer: true },
];

/**
 * The voices the configured text-to-speech model speaks with: AI_TTS_VOICES when the operator
 * lists them (a server such as Kokoro or LocalAI has its own), else OpenAI's for that model.
 */
export function providerVoices(
  model: string,
  configured: readonly TProviderVoice[] | undefined,
): TProviderVoice[] {
  if (configured) return [...configured];
  const older = /^tts-1/i.test(model);
  return OPENAI_VOICES.filter((voice) => !(older && voice.newer)).map(({ id, gender }) => ({ id, gender }));
}

/** "alloy" → "Alloy", "af_bella" → "Af bella". */
export function providerVoiceName(id: string): string {
  const spaced = id.replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
