import type { TSavedImage } from '@inkwell/contract';
import type { TImageRow } from '../../db/ai-image-tables.js';
import { downloadName } from '../media/download-name.js';
import type { MediaLinks } from '../media/media-links.js';

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
    download_url: links.sign(row.file_key, downloadName('image', row.id, row.prompt, 'webp')),
  };
}
