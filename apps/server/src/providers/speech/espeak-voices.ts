import type { TSpeechVoice } from './speech-engine.js';

/**
 * eSpeak NG's main languages: its voice's file name (what `set_voice` takes; a language name
 * such as `en-gb` or `fr-fr` is refused), BCP 47, English name.
 */
const ESPEAK_LANGUAGES: readonly (readonly [string, string, string])[] = [
  ['en-us', 'en-US', 'English (US)'],
  ['en', 'en-GB', 'English (UK)'],
  ['es', 'es-ES', 'Spanish (Spain)'],
  ['es-419', 'es-419', 'Spanish (Latin America)'],
  ['fr', 'fr-FR', 'French'],
  ['de', 'de', 'German'],
  ['it', 'it', 'Italian'],
  ['pt-br', 'pt-BR', 'Portuguese (Brazil)'],
  ['pt', 'pt-PT', 'Portuguese (Portugal)'],
  ['nl', 'nl', 'Dutch'],
  ['pl', 'pl', 'Polish'],
  ['cs', 'cs', 'Czech'],
  ['ru', 'ru', 'Russian'],
  ['uk', 'uk', 'Ukrainian'],
  ['sv', 'sv', 'Swedish'],
  ['el', 'el', 'Greek'],
  ['tr', 'tr', 'Turkish'],
  ['ar', 'ar', 'Arabic'],
  ['hi', 'hi', 'Hindi'],
  ['cmn', 'cmn', 'Chinese (Mandarin)'],
  ['ja', 'ja', 'Japanese'],
  ['ko', 'ko', 'Korean'],
  ['vi', 'vi', 'Vietnamese'],
  ['id', 'id', 'Indonesian'],
];

/** eSpeak NG's voices are male; this variant of each is its female counterpart. */
const FEMALE_VARIANT = '+f3';

/**
 * The curated catalogue, a male and a female voice for each language, limited to the voice ids
 * eSpeak NG accepts (every one of them when `accepted` is not given).
 */
export function espeakVoices(accepted?: ReadonlySet<string>): TSpeechVoice[] {
  return ESPEAK_LANGUAGES.flatMap(([code, language, label]) =>
    (['male', 'female'] as const).map((gender) => ({
      engine: 'espeak' as const,
      voiceId: gender === 'male' ? code : `${code}${FEMALE_VARIANT}`,
      name: `${label} (${gender}, eSpeak)`,
      language,
      gender,
      description: `${label}, ${gender} voice of eSpeak NG: clearly synthetic and easy to follow, at any speed.`,
    })),
  ).filter((voice) => !accepted || accepted.has(voice.voiceId));
}
