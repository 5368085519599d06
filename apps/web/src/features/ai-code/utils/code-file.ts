import { CODE_LANGUAGES, type TSavedCode } from '@inkwell/contract';

/** An opening fence: three or more backticks or tildes, indented at most three spaces. */
const OPENING_FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*$/;

/**
 * The content of an answer's first fenced code block, without its fences; an unclosed block
 * runs to the end (as markdown reads it). `null` when the answer has no fenced block.
 */
export function extractFirstCodeBlock(markdown: string): string | null {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => OPENING_FENCE.test(line));
  if (start === -1) return null;
  const fence = OPENING_FENCE.exec(lines[start] ?? '')?.[1] ?? '```';
  const indent = (lines[start] ?? '').length - (lines[start] ?? '').trimStart().length;
  const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => closing.test(line));
  const body = end === -1 ? rest : rest.slice(0, end);
  // Lines of an indented fence lose up to that many spaces, as markdown removes them.
  const unindent = new RegExp(`^ {0,${indent}}`);
  return body.map((line) => line.replace(unindent, '')).join('\n');
}

/** A file name from words: lowercase letters and digits joined by dashes, at most 60 long. */
export function slugify(words: string): string {
  return words
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/** The file a saved run downloads as: `<slug of its prompt, or its mode>.<language's extension>`. */
export function codeFileName(saved: Pick<TSavedCode, 'prompt' | 'mode' | 'language'>): string {
  const extension = CODE_LANGUAGES.find((language) => language.id === saved.language)?.extension ?? 'txt';
  return `${slugify(saved.prompt) || saved.mode}.${extension}`;
}
