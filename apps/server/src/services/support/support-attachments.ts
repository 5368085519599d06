import {
  SUPPORT_ATTACHMENT_MAX_PIXELS,
  SUPPORT_LIMIT_TEXT,
  type TSupportAttachment,
} from '@inkwell/contract';
import type { Sharp } from 'sharp';
import type { TSupportAttachmentRow } from '../../db/types.js';
import { FieldErrors } from '../../lib/http-error.js';
import { imageWork, openImage } from '../../lib/images.js';
import type { TMemoryFile } from '../../lib/uploads/upload-sinks.js';
import { nowIso } from '../../lib/time.js';
import { putAll, type TMediaStorage } from '../../providers/storage/media-storage.js';
import type { MediaLinks } from '../media/media-links.js';
import { userMediaKey } from '../media/user-media.js';

/** Attachments are kept at most this wide or tall: a screenshot stays readable. */
const MAX_SIDE_PX = 2560;
export const NOT_AN_IMAGE = 'Attach PNG, JPEG or WebP images only.';

/** An attachment re-encoded, before it is stored. */
export interface TEncodedAttachment {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Images sent with a support message: decoded (PNG, JPEG, WebP only) and re-encoded to WebP
 * without metadata, so nothing but pixels reaches the storage; stored in the asker's folder
 * (gone with their account) and served through signed links.
 */
export class SupportAttachments {
  constructor(
    private readonly media: TMediaStorage,
    private readonly links: MediaLinks,
  ) {}

  /**
   * Every file re-encoded, or a field error naming the first that is not an image or has more
   * than SUPPORT_ATTACHMENT_MAX_PIXELS (read from every file's header before any is decoded).
   */
  async encode(files: TMemoryFile[]): Promise<TEncodedAttachment[]> {
    const images: Sharp[] = [];
    for (const file of files) {
      const image = await openImage(file.bytes);
      const header = await image?.metadata().catch(() => undefined);
      if (!image || !header?.width || !header.height) throw new FieldErrors({ attachments: [NOT_AN_IMAGE] });
      if (header.width * header.height > SUPPORT_ATTACHMENT_MAX_PIXELS)
        throw new FieldErrors({ attachments: [SUPPORT_LIMIT_TEXT.tooManyPixels] });
      images.push(image);
    }
    const encoded: TEncodedAttachment[] = [];
    for (const image of images) {
      const result = await imageWork(() =>
        image
          .resize(MAX_SIDE_PX, MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 85 })
          .toBuffer({ resolveWithObject: true })
          .catch(() => undefined),
      );
      if (!result) throw new FieldErrors({ attachments: [NOT_AN_IMAGE] });
      encoded.push({ bytes: result.data, width: result.info.width, height: result.info.height });
    }
    return encoded;
  }

  /**
   * Stores the images (all or, when a write fails, none: a StorageFault); the rows to write for
   * them (the caller adds the message id).
   */
  async store(askerId: number, images: TEncodedAttachment[]) {
    const rows = images.map((image) => ({
      file_key: userMediaKey(askerId, 'support', 'webp'),
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
      created_at: nowIso(),
    }));
    await putAll(
      this.media,
      rows.map((row, index) => ({ key: row.file_key, bytes: images[index]!.bytes })),
    );
    return rows;
  }

  /** Removes stored files (a write that failed after storing them). */
  async remove(keys: string[]): Promise<void> {
    await this.media.delete(keys).catch(() => undefined);
  }

  view(row: TSupportAttachmentRow): TSupportAttachment {
    return { id: row.id, url: this.links.sign(row.file_key), width: row.width, height: row.height };
  }
}
