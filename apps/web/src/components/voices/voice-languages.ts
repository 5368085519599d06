import { ANY_LANGUAGE, type TSpeechEngine } from '@inkwell/contract';
import type { TComboboxOption } from '@/components/ui/combobox';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

/** A BCP 47 tag as people read it: "de" → "German", "en-US" → "English (United States)". */
export function languageLabel(tag: string): string {
  try {
    return languageNames.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * Whether a voice of `voiceLanguage` is one to offer for `language` ('' is any): a voice of that
 * language, or one that speaks any (ANY_LANGUAGE). The one rule of every language filter of the
 * voices library, the users' picker and the admins' list alike.
 */
export function speaksLanguage(voiceLanguage: string, language: string): boolean {
  return !language || voiceLanguage === language || voiceLanguage === ANY_LANGUAGE;
}

/** The primary tag a voice's language default is per (as the server keeps it): `en` for en-US and en-GB. */
export function primaryLanguage(tag: string): string {
  return tag.toLowerCase().split('-')[0]!;
}

/** The languages the voices speak, by name ("German", "English (United States)"), after "All languages". */
export function languageOptions(voices: readonly { language: string }[]): TComboboxOption[] {
  const tags = [...new Set(voices.map((voice) => voice.language))];
  const named = tags
    .map((tag) => ({ value: tag, label: languageLabel(tag) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: '', label: 'All languages' }, ...named];
}

/** The engines the voices come from, in the library's order. */
export function engineOptions(voices: readonly { engine: TSpeechEngine }[]): TSpeechEngine[] {
  return [...new Set(voices.map((voice) => voice.engine))];
}
