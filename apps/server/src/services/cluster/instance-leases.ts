import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import type { TranscriptionJobs } from '../ai-transcription/transcription-jobs.js';
import type { BalanceService } from '../balance/balance-service.js';
import type { TrackedMedia } from '../media/tracked-media.js';

/** What an instance holds in its name: balance holds, running transcription jobs, media writes. */
export interface TLeasedWork {
  balances: BalanceService;
  jobs: TranscriptionJobs;
  media: TrackedMedia;
}

/**
 * This server process as one of the instances on the database (decisions 008 and 028,
 * amended). It gets an id at start and keeps a row in `instances` whose lease it renews every
 * third of INSTANCE_LEASE_SECONDS. Every instance sweeps once per lease: holds and running jobs
 * whose holder's lease expired are released or queued again (each once, by a conditional
 * update), the files it was writing that no row names are removed (decision 048), and queued
 * jobs are picked up. A live instance's holds and jobs are never touched,
 * so a start or restart elsewhere gives nothing away; a killed one's are taken back after its
 * lease. `handBack()` ends it cleanly: jobs queued again, holds released, row removed.
 */
export class InstanceLeases {
  readonly id = randomUUID();
  readonly #startedAt = nowIso();
  readonly #timers: NodeJS.Timeout[] = [];
  #work: TLeasedWork | undefined;
  #sweeping: Promise<unknown> | undefined;
  #renewing: Promise<void> | undefined;
  #ended = false;

  constructor(
    private readonly repos: TRepositories,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Writes this instance's row with its lease: before anything is held in its name. */
  join(): Promise<void> {
    return this.#renew();
  }

  /** Sweeps now, then renews the lease every third of it and sweeps once per lease, until the hand-back. */
  start(work: TLeasedWork): Promise<unknown> {
    this.#work = work;
    const renew = setInterval(() => {
      this.#renewing = this.#renew().catch((err: unknown) =>
        this.log.error({ err }, 'the instance lease could not be renewed'),
      );
    }, this.leaseMs / 3);
    const sweep = setInterval(() => void this.sweep(), this.leaseMs);
    this.#timers.push(renew, sweep);
    for (const timer of this.#timers) timer.unref();
    return this.sweep();
  }

  /**
   * Releases the holds, queues again the jobs and settles the media writes of instances whose
   * lease expired, forgets those instances, and picks up queued jobs. One pass at a time; errors are logged.
   */
  sweep(): Promise<unknown> {
    this.#sweeping ??= this.#sweepOnce()
      .catch((err: unknown) => this.log.error({ err }, 'the lease sweep failed'))
      .finally(() => (this.#sweeping = undefined));
    return this.#sweeping;
  }

  /**
   * The end of this instance (the last step of a shutdown; again on close, then a no-op): its
   * timers stop, its running jobs are stopped and queued again for the others, what it still
   * holds is released, and its row goes, so nothing waits for its lease to expire.
   */
  async handBack(): Promise<{ requeued: number; released: number }> {
    if (this.#ended) return { requeued: 0, released: 0 };
    this.#ended = true;
    for (const timer of this.#timers) clearInterval(timer);
    await Promise.all([this.#sweeping, this.#renewing]);
    const requeued = (await this.#work?.jobs.handBack()) ?? 0;
    const released = (await this.#work?.balances.releaseHeldBy(this.id)) ?? 0;
    await this.repos.instances.remove(this.id);
    if (requeued > 0 || released > 0) this.log.info({ requeued, released }, 'work handed back');
    return { requeued, released };
  }

  async #sweepOnce(): Promise<void> {
    if (!this.#work || this.#ended) return;
    const now = nowIso();
    const requeued = await this.#work.jobs.requeueAbandoned(now);
    const released = await this.#work.balances.releaseAbandoned(now);
    const removed = await this.#work.media.reclaim(now, new Date(Date.now() - this.leaseMs).toISOString());
    await this.repos.instances.removeExpired(now);
    if (requeued > 0 || released > 0 || removed > 0)
      this.log.warn({ requeued, released, removed }, 'took back what stopped instances left');
    this.#work.jobs.kick();
  }

  #renew(): Promise<void> {
    const leaseUntil = new Date(Date.now() + this.leaseMs).toISOString();
    return this.repos.instances.renew({ id: this.id, started_at: this.#startedAt, lease_until: leaseUntil });
  }
}
