import type { TExecutor } from './executor.js';

export interface TMediaReferences {
  /** Media storage keys that rows name and whose files exist while the rows do. */
  keys: string[];
  /** Avatar addresses of users and assistants (uploaded ones point into the media storage). */
  avatars: string[];
}

/**
 * Every column that names a file of the media storage, read across the tables. A file is
 * stored before the row naming it commits and removed after that row is gone, so each key
 * listed has its file. Transcriptions: the upload until the job decodes it (a failed job's
 * upload is removed, its row kept), then the WAV and the MP3 the job stored.
 */
export class MediaReferenceRepository {
  constructor(private readonly db: TExecutor) {}

  async findAll(trx: TExecutor = this.db): Promise<TMediaReferences> {
    const [images, speeches, attachments, transcriptions, users, assistants] = await Promise.all([
      trx.selectFrom('ai_images').select(['file_key', 'thumbnail_key']).execute(),
      trx.selectFrom('ai_speeches').select('file_key').execute(),
      trx.selectFrom('support_attachments').select('file_key').execute(),
      trx.selectFrom('ai_transcriptions').select(['status', 'upload_key', 'wav_key', 'audio_key']).execute(),
      trx.selectFrom('users').select('avatar').where('avatar', 'is not', null).execute(),
      trx.selectFrom('ai_assistants').select('avatar').execute(),
    ]);
    const keys = [
      ...images.flatMap((row) => [row.file_key, row.thumbnail_key]),
      ...speeches.map((row) => row.file_key),
      ...attachments.map((row) => row.file_key),
      ...transcriptions.flatMap((row) => {
        if (row.upload_key === null) return [row.wav_key, row.audio_key];
        return row.status === 'failed' ? [] : [row.upload_key];
      }),
    ];
    const avatars = [...users, ...assistants].flatMap((row) => (row.avatar ? [row.avatar] : []));
    return { keys, avatars };
  }
}
