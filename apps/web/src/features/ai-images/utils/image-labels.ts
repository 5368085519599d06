import type { TImageChoice, TSavedImage } from '@inkwell/contract';

/** "1024x1536" → its width and height; null when it is not a size. */
export function parseImageSize(size: string): { width: number; height: number } | null {
  const match = /^(\d+)x(\d+)$/.exec(size);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** Portrait, square or landscape, from a width and a height. */
export function imageOrientation(width: number, height: number): 'Portrait' | 'Square' | 'Landscape' {
  if (width === height) return 'Square';
  return width < height ? 'Portrait' : 'Landscape';
}

/** "1024x1536" → "1024 × 1536". */
export function formatImageSize(size: string): string {
  const parsed = parseImageSize(size);
  return parsed ? `${parsed.width} × ${parsed.height}` : size;
}

/** A size as the size select offers it: "1024 × 1536 · Portrait". */
export function imageSizeOption(size: string): string {
  const parsed = parseImageSize(size);
  return parsed ? `${formatImageSize(size)} · ${imageOrientation(parsed.width, parsed.height)}` : size;
}

/** A text cut at a word before `max` characters, with an ellipsis. */
function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What an image is called (the lightbox's title, the Delete dialog): its prompt, short. */
export function savedImageTitle(image: Pick<TSavedImage, 'prompt'>): string {
  return shorten(image.prompt, 80) || 'Untitled image';
}

/** An image's alt text: its prompt, up to a sentence or two. */
export function savedImageAlt(image: Pick<TSavedImage, 'prompt'>): string {
  return shorten(image.prompt, 200) || 'A generated image';
}

/** A style or quality id as the model's options name it; the id itself when no longer offered. */
export function choiceLabel(choices: readonly TImageChoice[], id: string): string {
  return choices.find((choice) => choice.id === id)?.label ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/** "2 images" / "1 image". */
export function imageCount(count: number): string {
  return `${count} ${count === 1 ? 'image' : 'images'}`;
}

/** Said when the provider made fewer images than asked for; null when it made them all. */
export function partialResultMessage(made: number, requested: number): string | null {
  if (made >= requested) return null;
  return `The provider returned ${made} of ${requested} images; you were charged for ${made}.`;
}
