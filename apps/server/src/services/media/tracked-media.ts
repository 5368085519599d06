import { nowIso } from '../../lib/time.js';
import type { TByteRange } from '../../lib/byte-range.js';
import type { TMediaStorage } from '../../providers/storage/media-storage.js';
import type { TRepositories } from '../../repositories/index.js';
import { USER_MEDIA_ROOT } from './user-media.js';

/** Users' files (images, speech, transcriptions, attachments): the ones a row names once written. */
const tracked = (key: string) => key.startsWith(USER_MEDIA_ROOT);

/**
 * The media storage with each user file's write noted first (media_writes: key, this
 * instance), so a process killed between writing a file and committing the row that names it
 * leaves a note, not a stray file (decision 048). The lease sweep calls `reclaim`: a dead
 * writer's notes are settled (the file kept when a row names it, else removed, with any part
 * written), this instance's own are forgotten once a row names their file.
 */
export class TrackedMedia implements TMediaStorage {
  constructor(
    private readonly inner: TMediaStorage,
    private readonly repos: Pick<TRepositories, 'mediaWrites'>,
    private readonly holder: string,
  ) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    if (tracked(key)) await this.repos.mediaWrites.note(key, this.holder, nowIso());
    await this.inner.put(key, bytes);
  }

  get(key: string) {
    return this.inner.get(key);
  }

  open(key: string, range?: TByteRange) {
    return this.inner.open(key, range);
  }

  has(key: string) {
    return this.inner.has(key);
  }

  probe() {
    return this.inner.probe();
  }

  async delete(keys: readonly string[]): Promise<void> {
    await this.inner.delete(keys);
    await this.repos.mediaWrites.forget(keys.filter(tracked));
  }

  async deleteFolder(prefix: string): Promise<void> {
    await this.inner.deleteFolder(prefix);
    if (tracked(prefix)) await this.repos.mediaWrites.forgetFolder(prefix);
  }

  /**
   * Settles the notes of writers whose lease ran out before `now` and this instance's own older
   * than `before`; answers how many files it removed.
   */
  async reclaim(now: string, before: string): Promise<number> {
    const { mediaWrites } = this.repos;
    const [abandoned, own] = await Promise.all([
      mediaWrites.findAbandoned(this.holder, now),
      mediaWrites.findOwnBefore(this.holder, before),
    ]);
    const named = await mediaWrites.findNamed([...abandoned, ...own]);
    const removed: string[] = [];
    for (const key of abandoned) {
      // A named file the writer did not finish (a job's WAV cut by the kill) is written again by
      // whoever takes the job; only its part goes.
      if (!named.has(key) || !(await this.inner.has(key))) removed.push(key);
    }
    await this.inner.delete(removed);
    await mediaWrites.forget([...abandoned, ...own.filter((key) => named.has(key))]);
    return removed.filter((key) => !named.has(key)).length;
  }
}
