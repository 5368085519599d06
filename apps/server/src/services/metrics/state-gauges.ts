import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { WorkQueue } from '../../lib/work-queue.js';
import type { TRepositories } from '../../repositories/index.js';
import type { TGenerationRegistry } from '../ai-generations/generation-registry.js';

export interface TStateSources {
  generations: Pick<TGenerationRegistry, 'inFlight'>;
  speechQueue: Pick<WorkQueue, 'running' | 'waiting'>;
  /** Password hashes and image encodings (lib/cpu-work.ts). */
  cpuWork: Pick<WorkQueue, 'running' | 'waiting'>;
  repos: Pick<TRepositories, 'reservations' | 'transcriptions' | 'mail'>;
  log: FastifyBaseLogger;
  now?: () => number;
}

type TSnapshot = Awaited<ReturnType<typeof readDatabase>>;

/** Three indexed ranges: held reservations, active transcription jobs, waiting mail. */
async function readDatabase(repos: TStateSources['repos']) {
  const [holds, jobs, mail] = await Promise.all([
    repos.reservations.heldSummary(),
    repos.transcriptions.countActive(),
    repos.mail.backlog(),
  ]);
  return { holds, jobs, mail };
}

/** A gauge read from the database: one value, or one per value of its label. */
interface TDatabaseGauge {
  name: string;
  help: string;
  label?: string;
  read: (state: TSnapshot, ageSeconds: (since: string | null) => number) => number | Record<string, number>;
}

const DATABASE_GAUGES: TDatabaseGauge[] = [
  {
    name: 'inkwell_transcription_jobs',
    help: 'Speech-to-text jobs on every instance, by status (queued, running)',
    label: 'status',
    read: ({ jobs }) => jobs,
  },
  {
    name: 'inkwell_balance_reservations_held',
    help: 'Balance reservations held now (answers, runs and jobs in progress on every instance)',
    read: ({ holds }) => holds.held,
  },
  {
    name: 'inkwell_balance_reservations_oldest_held_age_seconds',
    help: 'Age of the oldest balance reservation still held (0 when none)',
    read: ({ holds }, age) => age(holds.oldestAt),
  },
  {
    name: 'inkwell_mail_backlog',
    help: 'Mail waiting to be sent, by state (waiting: all of it; failing: its last delivery failed)',
    label: 'state',
    read: ({ mail }) => ({ waiting: mail.waiting, failing: mail.failing }),
  },
  {
    name: 'inkwell_mail_backlog_oldest_age_seconds',
    help: 'Age of the oldest mail waiting to be sent (0 when none)',
    read: ({ mail }, age) => age(mail.oldestAt),
  },
];

/**
 * Gauges read when scraped. Answers in flight and the speech queue are this process's; held
 * reservations, transcription jobs and the mail backlog are the database's, the same on every
 * instance (aggregate them with max, not sum). While the database does not answer those
 * read NaN (or have no series) rather than failing the scrape.
 */
export function registerStateGauges(registry: Registry, sources: TStateSources): void {
  const { generations, speechQueue, cpuWork, repos, log } = sources;
  const now = sources.now ?? Date.now;
  const registers = [registry];
  // One read per scrape: a scrape starts every gauge's collect at once, and they share it.
  let reading: Promise<TSnapshot | undefined> | undefined;
  const fromDatabase = () =>
    (reading ??= readDatabase(repos)
      .catch((err: unknown) => {
        log.warn({ err }, 'metrics: the database did not answer; its gauges read NaN until it does');
        return undefined;
      })
      .finally(() => (reading = undefined)));
  const ageSeconds = (since: string | null) =>
    since === null ? 0 : Math.max(0, (now() - Date.parse(since)) / 1000);

  new Gauge({
    name: 'inkwell_answers_in_flight',
    help: 'Answers (chats, AI Code, Templates) this instance is writing now',
    registers,
    collect() {
      this.set(generations.inFlight);
    },
  });
  const queues = [
    {
      name: 'inkwell_speech_queue_jobs',
      help: "Speech syntheses and transcriptions in this instance's queue, by state (running, waiting)",
      queue: speechQueue,
    },
    {
      name: 'inkwell_cpu_work_jobs',
      help: "Password hashes and image encodings in this instance's CPU-work queue, by state (running, waiting)",
      queue: cpuWork,
    },
  ];
  for (const { name, help, queue } of queues) {
    new Gauge({
      name,
      help,
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'running' }, queue.running);
        this.set({ state: 'waiting' }, queue.waiting);
      },
    });
  }
  for (const { name, help, label, read } of DATABASE_GAUGES) {
    new Gauge({
      name,
      help,
      labelNames: label ? [label] : [],
      registers,
      async collect() {
        const state = await fromDatabase();
        this.reset();
        if (!state) {
          if (!label) this.set(NaN);
          return;
        }
        const value = read(state, ageSeconds);
        if (typeof value === 'number') this.set(value);
        else for (const [of, count] of Object.entries(value)) this.set({ [label!]: of }, count);
      },
    });
  }
}
