import { CODE_LANGUAGES, CODE_MODE_LABELS, type TSavedCode } from '@inkwell/contract';

/** A language's name as people know it ("C#"); an unknown id as it came. */
export function languageLabel(id: string): string {
  return CODE_LANGUAGES.find((language) => language.id === id)?.label ?? id;
}

/** What a saved run is called: its prompt, or what it did when it had none. */
export function savedCodeTitle(saved: Pick<TSavedCode, 'prompt' | 'mode'>): string {
  return saved.prompt.trim() || CODE_MODE_LABELS[saved.mode];
}

/** "Python", or "Go → Rust" for a conversion. */
export function savedCodeLanguages(saved: Pick<TSavedCode, 'language' | 'source_language'>): string {
  const target = languageLabel(saved.language);
  return saved.source_language ? `${languageLabel(saved.source_language)} → ${target}` : target;
}
