import type { Generated, Insertable, Selectable } from 'kysely';
import type { TTimestamp } from './types.js';

/** One generated image: what was asked, and where its files are in the media storage. */
export interface AiImagesTable {
  id: Generated<number>;
  user_id: number;
  prompt: string;
  /** As asked, "1024x1536"; `width` and `height` are the stored image's own. */
  size: string;
  style: string | null;
  quality: string | null;
  model: string;
  /** The re-encoded WebP and its gallery thumbnail, keys of the media storage. */
  file_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  bytes: number;
  created_at: TTimestamp;
}

export type TImageRow = Selectable<AiImagesTable>;
export type TNewImage = Insertable<AiImagesTable>;
