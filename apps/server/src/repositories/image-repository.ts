import type { TPageQuery } from '@inkwell/contract';
import type { TImageRow, TNewImage } from '../db/ai-image-tables.js';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { OwnedRuns } from './owned-runs.js';
import { findPage } from './paginate.js';

/** ai_images: each user's generated images. */
export class ImageRepository extends OwnedRuns<'ai_images'> {
  constructor(db: TExecutor) {
    super(db, 'ai_images');
  }

  /** One generation's images, in the order given. */
  async createMany(images: TNewImage[], trx: TExecutor = this.db): Promise<TImageRow[]> {
    const rows = await trx.insertInto('ai_images').values(images).returningAll().execute();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The user's images, newest first; `search` in the prompt. */
  async paginate(
    userId: number,
    query: TPageQuery & { search?: string | undefined },
    trx: TExecutor = this.db,
  ) {
    let base = trx.selectFrom('ai_images').where('user_id', '=', userId);
    if (query.search) base = base.where(containsText('prompt', query.search));
    return findPage(base, query, (filtered) =>
      filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
  }
}
