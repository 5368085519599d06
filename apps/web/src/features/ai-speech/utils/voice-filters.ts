import type { TSpeechEngine, TVoice, TVoiceGender } from '@inkwell/contract';
import { languageLabel, speaksLanguage } from '@/components/voices/voice-languages';

/** What the picker narrows the library by; '' is "any". */
export interface TVoiceFilters {
  language: string;
  gender: TVoiceGender | '';
  engine: TSpeechEngine | '';
  search: string;
}

export const NO_VOICE_FILTERS: TVoiceFilters = { language: '', gender: '', engine: '', search: '' };

/**
 * The voices that match every filter set (a voice that speaks any language matches each one);
 * the search looks in the name, description and language.
 */
export function filterVoices(voices: readonly TVoice[], filters: TVoiceFilters): TVoice[] {
  const words = filters.search.trim().toLowerCase();
  return voices.filter(
    (voice) =>
      speaksLanguage(voice.language, filters.language) &&
      (!filters.gender || voice.gender === filters.gender) &&
      (!filters.engine || voice.engine === filters.engine) &&
      (!words ||
        [voice.name, voice.description, languageLabel(voice.language)].some((text) =>
          text.toLowerCase().includes(words),
        )),
  );
}

/**
 * The voice the tool starts on when `language` is picked: the one the admin made that language's
 * default (a voice of exactly that language, so it is in the list shown), if any.
 */
export function languageDefaultVoice(voices: readonly TVoice[], language: string): TVoice | undefined {
  if (!language) return undefined;
  return voices.find((voice) => voice.language === language && voice.language_default);
}
