/**
 * A text as one line that names it in a list or a title: runs of spaces and line breaks made
 * one space, and past `max` characters cut after a word (when one ends in the second half),
 * trailing punctuation dropped, an ellipsis added.
 */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
