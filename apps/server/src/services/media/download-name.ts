/** A download name's words stop before this many characters, at a word's end. */
const MAX_WORDS_CHARS = 48;

/**
 * A download's file name: `<kind>-<id>-<first words>.<extension>`, the words lower-case ASCII
 * joined by `-` ("image-12-a-red-fox-in-the-snow.webp"), or without words when none are left.
 */
export function downloadName(kind: string, id: number, text: string, extension: string): string {
  const all = text
    .toLowerCase()
    .normalize('NFKD')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let words = '';
  for (const word of all) {
    const next = words ? `${words}-${word}` : word;
    if (next.length > MAX_WORDS_CHARS) break;
    words = next;
  }
  return `${kind}-${id}${words ? `-${words}` : ''}.${extension}`;
}
