import type { TAdminVoice, TSpeechEngine } from '@inkwell/contract';
import { languageLabel, primaryLanguage, speaksLanguage } from '@/components/voices/voice-languages';

/** What the admin narrows the library by; '' is "any". */
export interface TVoiceSettingsFilters {
  search: string;
  language: string;
  engine: TSpeechEngine | '';
  /** Only the voices switched on. */
  enabledOnly: boolean;
}

export const NO_VOICE_SETTINGS_FILTERS: TVoiceSettingsFilters = {
  search: '',
  language: '',
  engine: '',
  enabledOnly: false,
};

export const hasVoiceSettingsFilters = (filters: TVoiceSettingsFilters) =>
  Boolean(filters.search.trim() || filters.language || filters.engine || filters.enabledOnly);

/**
 * The voices that match every filter set (a voice that speaks any language matches each one,
 * as in the users' picker); the search looks in the name users see and the engine's.
 */
export function filterAdminVoices(
  voices: readonly TAdminVoice[],
  filters: TVoiceSettingsFilters,
): TAdminVoice[] {
  const words = filters.search.trim().toLowerCase();
  return voices.filter(
    (voice) =>
      speaksLanguage(voice.language, filters.language) &&
      (!filters.engine || voice.engine === filters.engine) &&
      (!filters.enabledOnly || voice.enabled) &&
      (!words || [voice.name, voice.engine_name].some((name) => name.toLowerCase().includes(words))),
  );
}

/** The voices of one primary language (English: en-US and en-GB), which share one default. */
export interface TVoiceLanguageGroup {
  /** The primary tag: `en`. */
  language: string;
  /** Its name: "English". */
  label: string;
  voices: TAdminVoice[];
}

/** The voices by primary language, the languages by name, each group in the library's order. */
export function groupByLanguage(voices: readonly TAdminVoice[]): TVoiceLanguageGroup[] {
  const groups = new Map<string, TAdminVoice[]>();
  for (const voice of voices) {
    const language = primaryLanguage(voice.language);
    groups.set(language, [...(groups.get(language) ?? []), voice]);
  }
  return [...groups]
    .map(([language, members]) => ({ language, label: languageLabel(language), voices: members }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
