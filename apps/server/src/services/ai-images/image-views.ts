import type { TSavedImage } from '@inkwell/contract';
import type { TImageRow } from '../../db/ai-image-tables.js';
import type { MediaLinks } from '../media/media-links.js';

/** "image-12-a-red-fox-in-the-snow.webp": the id, then the prompt's first words. */
function downloadName(row: TImageRow): string {
  const words = row.prompt
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return `image-${row.id}${words ? `-${words}` : ''}.webp`;
}

/** An image as the API shows it, with fresh signed links to its file, thumbnail and download. */
export function toSavedImage(row: TImageRow, links: MediaLinks): TSavedImage {
  return {
    id: row.id,
    prompt: row.prompt,
    size: row.size,
    style: row.style,
    quality: row.quality,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created_at: row.created_at,
    url: links.sign(row.file_key),
    thumbnail_url: links.sign(row.thumbnail_key),
    download_url: links.sign(row.file_key, downloadName(row)),
  };
}
