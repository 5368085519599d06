import type { TExecutor } from './executor.js';
import { withoutLiveLease } from './lease-condition.js';

/**
 * media_writes: files being put into the media storage, each noted with the instance writing
 * it before the write starts (services/media/tracked-media.ts), until the lease sweep finds
 * the file named by a row or removes it.
 */
export class MediaWriteRepository {
  constructor(private readonly db: TExecutor) {}

  async note(key: string, holder: string, createdAt: string, trx: TExecutor = this.db): Promise<void> {
    await trx
      .insertInto('media_writes')
      .values({ key, holder, created_at: createdAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ holder, created_at: createdAt }))
      .execute();
  }

  async forget(keys: readonly string[], trx: TExecutor = this.db): Promise<void> {
    if (keys.length === 0) return;
    await trx
      .deleteFrom('media_writes')
      .where('key', 'in', [...keys])
      .execute();
  }

  /** Forgets the notes under a folder (`prefix` ends with `/`; keys hold no LIKE wildcards but `_`). */
  async forgetFolder(prefix: string, trx: TExecutor = this.db): Promise<void> {
    const keys = await trx
      .selectFrom('media_writes')
      .select('key')
      .where('key', 'like', `${prefix}%`)
      .execute();
    await this.forget(
      keys.map((row) => row.key).filter((key) => key.startsWith(prefix)),
      trx,
    );
  }

  /** Notes of other writers whose lease ran out before `now`, or that are gone. */
  async findAbandoned(holder: string, now: string, trx: TExecutor = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('media_writes')
      .select('key')
      .where('holder', '!=', holder)
      .where(withoutLiveLease('media_writes.holder', now))
      .limit(500)
      .execute();
    return rows.map((row) => row.key);
  }

  /** This instance's notes made before `before`. */
  async findOwnBefore(holder: string, before: string, trx: TExecutor = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('media_writes')
      .select('key')
      .where('holder', '=', holder)
      .where('created_at', '<', before)
      .limit(500)
      .execute();
    return rows.map((row) => row.key);
  }

  /** Which of `keys` a row names: a generated image, a speech, a support attachment or a transcription. */
  async findNamed(keys: readonly string[], trx: TExecutor = this.db): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const wanted = [...keys];
    const [images, speeches, attachments, transcriptions] = await Promise.all([
      trx
        .selectFrom('ai_images')
        .select(['file_key', 'thumbnail_key'])
        .where((eb) => eb.or([eb('file_key', 'in', wanted), eb('thumbnail_key', 'in', wanted)]))
        .execute(),
      trx.selectFrom('ai_speeches').select('file_key').where('file_key', 'in', wanted).execute(),
      trx.selectFrom('support_attachments').select('file_key').where('file_key', 'in', wanted).execute(),
      trx
        .selectFrom('ai_transcriptions')
        .select(['upload_key', 'wav_key', 'audio_key'])
        .where((eb) =>
          eb.or([eb('upload_key', 'in', wanted), eb('wav_key', 'in', wanted), eb('audio_key', 'in', wanted)]),
        )
        .execute(),
    ]);
    return new Set([
      ...images.flatMap((row) => [row.file_key, row.thumbnail_key]),
      ...speeches.map((row) => row.file_key),
      ...attachments.map((row) => row.file_key),
      ...transcriptions.flatMap((row) => [row.upload_key ?? '', row.wav_key, row.audio_key]),
    ]);
  }
}
