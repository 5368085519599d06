import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { IpRetention } from '../../services/admin/ip-retention.js';
import type { ProviderCallStats } from '../../services/admin/provider-call-stats.js';
import type { SpendRollup } from '../../services/admin/spend-rollup.js';
import type { TGenerationRegistry } from '../../services/ai-generations/generation-registry.js';
import type { TranscriptionJobs } from '../../services/ai-transcription/transcription-jobs.js';
import type { VoiceLibrary } from '../../services/ai-speech/voice-library.js';
import type { BalanceService } from '../../services/balance/balance-service.js';
import type { InstanceLeases } from '../../services/cluster/instance-leases.js';
import type { Invalidation } from '../../services/invalidation/invalidation.js';
import type { TrackedMedia } from '../../services/media/tracked-media.js';

/** How often the mailer checks whether a link mail's body is due to be blanked (decision 037). */
const MAIL_PURGE_INTERVAL_MS = 5 * 60 * 1000;
/** How often stored IPs past their retention are erased. */
const IP_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How often closed hours of spending are rolled up (the open hour is read from the ledger). */
const ROLLUP_INTERVAL_MS = 10 * 60 * 1000;
/** How often the provider's calls counted in memory are written. */
const PROVIDER_STATS_FLUSH_MS = 60 * 1000;
/** Reservations held longer than this belong to a request that can no longer be running. */
const STALE_RESERVATION_MS = 2 * 60 * 60 * 1000;
const STALE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** The services that start, stop or repeat work; built in plugins/app/services.ts. */
export interface TRunningServices {
  invalidation: Invalidation;
  mailer: Mailer;
  leases: InstanceLeases;
  balances: BalanceService;
  media: TrackedMedia;
  generations: TGenerationRegistry;
  voices: VoiceLibrary;
  transcriptionJobs: TranscriptionJobs;
  ipRetention: IpRetention;
  spendRollup: SpendRollup;
  providerCalls: ProviderCallStats;
}

/**
 * Every start, stop and timer of the services, in the order they run. A close (decision 041):
 * the drain's preClose (graceful-close.ts), then these preClose steps, before the server waits
 * for its connections; once those ended, the timers are cleared and the onClose steps run; the
 * database closes last (plugins/external/db.ts).
 */
export function registerServiceLifecycle(app: FastifyInstance, s: TRunningServices): void {
  const logged = (what: string) => (err: unknown) => app.log.error({ err }, what);
  const purgeMail = () => s.mailer.purgeExpired().catch(logged('mail outbox purge failed'));
  const sweepIps = () => s.ipRetention.sweep().catch(logged('IP retention sweep failed'));
  const roll = () => s.spendRollup.roll().catch(logged('Spend roll-up failed'));
  const flush = () => s.providerCalls.flush().catch(logged('Provider statistics not written'));
  // A hold older than any request can run is released, whoever holds it.
  const releaseStale = () =>
    s.balances
      .releaseStale(new Date(Date.now() - STALE_RESERVATION_MS).toISOString())
      .catch(logged('stale reservation sweep failed'));

  // Once the server is ready, in this order.
  app.addHook('onReady', async () => {
    void purgeMail();
    s.mailer.start();
  });
  // Voice previews are made ahead in the background, one at a time.
  app.addHook('onReady', async () => s.voices.prepare());
  // Then and every lease period: what stopped instances left is released or queued again, and
  // queued jobs are picked up.
  app.addHook('onReady', async () => {
    await s.leases.start({ balances: s.balances, jobs: s.transcriptionJobs, media: s.media });
  });
  app.addHook('onReady', async () => void sweepIps());
  // The admin overview's spending per closed hour.
  app.addHook('onReady', async () => void roll());

  // preClose, in this order: before the server waits for its connections, which open answers
  // keep busy. The instance's running jobs stop first (handed back on close).
  app.addHook('preClose', async () => s.transcriptionJobs.close());
  // After the jobs stopped, so that the clip being made ahead is not waiting behind them.
  app.addHook('preClose', () => s.voices.closePreviews());
  app.addHook('preClose', flush);
  // Running answers are stopped and saved.
  app.addHook('preClose', () => s.generations.stopAll());

  onCloseInOrder(app, [
    // A database already gone cannot take them back: the other instances' sweep does, once
    // this instance's lease has expired. The close goes on.
    async () => {
      await s.leases
        .handBack()
        .catch((err: unknown) =>
          app.log.warn({ err }, 'work could not be handed back; it is released when this lease expires'),
        );
    },
    () => s.generations.close(),
    () => s.mailer.close(),
    () => s.invalidation.close(),
  ]);

  // Added after the onClose steps, so that every timer is cleared before any of them runs.
  every(app, MAIL_PURGE_INTERVAL_MS, purgeMail);
  every(app, IP_SWEEP_INTERVAL_MS, sweepIps);
  every(app, ROLLUP_INTERVAL_MS, roll);
  every(app, PROVIDER_STATS_FLUSH_MS, flush);
  every(app, STALE_SWEEP_INTERVAL_MS, releaseStale);
}

/**
 * Each step its own onClose hook (one that fails does not keep the next from running), added
 * in reverse because fastify runs the last added first: they run in the order listed.
 */
function onCloseInOrder(app: FastifyInstance, steps: (() => unknown)[]): void {
  for (const step of steps.toReversed()) app.addHook('onClose', async () => step());
}

/** Runs `task` every `ms` while the app is up; the timer is cleared on close. */
function every(app: FastifyInstance, ms: number, task: () => unknown): void {
  const timer = setInterval(task, ms);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
