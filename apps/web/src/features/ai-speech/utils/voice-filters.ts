import { ANY_LANGUAGE, type TSpeechEngine, type TVoice, type TVoiceGender } from '@inkwell/contract';
import type { TComboboxOption } from '@/components/ui/combobox';
import { languageLabel } from './speech-labels';

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
      (!filters.language || voice.language === filters.language || voice.language === ANY_LANGUAGE) &&
      (!filters.gender || voice.gender === filters.gender) &&
      (!filters.engine || voice.engine === filters.engine) &&
      (!words ||
        [voice.name, voice.description, languageLabel(voice.language)].some((text) =>
          text.toLowerCase().includes(words),
        )),
  );
}

/** The languages the voices speak, by name ("German", "English (United States)"), after "All languages". */
export function languageOptions(voices: readonly TVoice[]): TComboboxOption[] {
  const tags = [...new Set(voices.map((voice) => voice.language))];
  const named = tags
    .map((tag) => ({ value: tag, label: languageLabel(tag) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: '', label: 'All languages' }, ...named];
}

/** The engines the voices come from, in the library's order. */
export function engineOptions(voices: readonly TVoice[]): TSpeechEngine[] {
  return [...new Set(voices.map((voice) => voice.engine))];
}
