import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { TDialect } from '../../src/db/create-database.js';
import type { Database } from '../../src/db/types.js';
import { MediaReferenceRepository } from '../../src/repositories/media-reference-repository.js';
import type { Acknowledged } from './crash-client.js';

export interface TCrashFindings {
  /** Per kind, the acknowledged writes the database does not have. */
  lost: Record<string, (string | number)[]>;
  /** Per invariant, what breaks it (empty: it holds). */
  invariants: Record<string, string[]>;
}

/**
 * After the last restart: every acknowledged write is in the database, and the invariants
 * hold (ledgers, orders credited once, no hold past its holder's lease, each transcription
 * charged once, SQLite's integrity, media files and rows agree).
 */
export async function checkAfterCrashes(
  db: Kysely<Database>,
  dialect: TDialect,
  mediaDir: string,
  acked: Acknowledged,
): Promise<TCrashFindings> {
  const lost = await lostWrites(db, acked);
  const invariants: Record<string, string[]> = {
    'ledger sums to balances': await ledgerMismatches(db),
    'no negative balance': (
      await db
        .selectFrom('user_balances')
        .select(['user_id', 'capability'])
        .where('balance', '<', 0)
        .execute()
    ).map((row) => `user ${row.user_id} ${row.capability}`),
    'no order credited twice': await twice(db, 'purchase'),
    'no order refunded twice': await twice(db, 'refund'),
    'no hold past its lease': (
      await db
        .selectFrom('balance_reservations')
        .leftJoin('instances', 'instances.id', 'balance_reservations.holder')
        .select(['balance_reservations.id', 'balance_reservations.reference'])
        .where('balance_reservations.status', '=', 'held')
        .where((eb) =>
          eb.or([eb('instances.id', 'is', null), eb('instances.lease_until', '<', new Date().toISOString())]),
        )
        .execute()
    ).map((row) => `${row.id} (${row.reference})`),
    'every transcription ended, charged at most once': await transcriptionProblems(db),
    'SQLite integrity_check ok': dialect === 'sqlite' ? await integrity(db) : [],
    ...(await mediaProblems(db, mediaDir)),
  };
  return { lost, invariants };
}

async function lostWrites(db: Kysely<Database>, acked: Acknowledged): Promise<TCrashFindings['lost']> {
  const missing = async <T extends string | number>(
    wanted: T[],
    found: (chunk: T[]) => Promise<T[]>,
  ): Promise<T[]> => {
    const present = new Set<T>();
    for (let at = 0; at < wanted.length; at += 500)
      for (const value of await found(wanted.slice(at, at + 500))) present.add(value);
    return wanted.filter((value) => !present.has(value));
  };
  const column = async <T>(query: Promise<{ value: T }[]>) => (await query).map((row) => row.value);
  const paid = new Set(acked.refunds);
  return {
    registered: await missing(acked.registered, (emails) =>
      column(db.selectFrom('users').select('email as value').where('email', 'in', emails).execute()),
    ),
    confirmed: await missing(acked.confirmed, (emails) =>
      column(
        db
          .selectFrom('users')
          .select('email as value')
          .where('email', 'in', emails)
          .where('email_confirmed_at', 'is not', null)
          .execute(),
      ),
    ),
    chats: await missing(acked.chats, (ids) =>
      column(db.selectFrom('ai_chats').select('id as value').where('id', 'in', ids).execute()),
    ),
    answers: await missing(acked.answers, (ids) =>
      column(
        db
          .selectFrom('ai_chat_messages')
          .select('id as value')
          .where('id', 'in', ids)
          .where('role', '=', 'assistant')
          .where('content', '!=', '')
          .execute(),
      ),
    ),
    paidOrders: await missing(
      acked.paidOrders.filter((id) => !paid.has(id)),
      (ids) =>
        column(
          db
            .selectFrom('orders')
            .select('id as value')
            .where('id', 'in', ids)
            .where('status', 'in', ['paid', 'refunded'])
            .execute(),
        ),
    ),
    webhooks: await missing([...new Set(acked.webhooks)], (ids) =>
      column(
        db.selectFrom('payment_events').select('event_id as value').where('event_id', 'in', ids).execute(),
      ),
    ),
    images: await missing(acked.images, (ids) =>
      column(db.selectFrom('ai_images').select('id as value').where('id', 'in', ids).execute()),
    ),
    supportRequests: await missing(acked.supportRequests, (ids) =>
      column(db.selectFrom('support_requests').select('id as value').where('id', 'in', ids).execute()),
    ),
    adjustments: await missing(
      acked.adjustments,
      (reasons) =>
        column(
          db
            .selectFrom('balance_ledger')
            .select('reference as value')
            .where('reason', '=', 'admin_adjustment')
            .where('reference', 'in', reasons)
            .execute(),
        ) as Promise<string[]>,
    ),
    refunds: await missing(acked.refunds, (ids) =>
      column(
        db
          .selectFrom('orders')
          .select('id as value')
          .where('id', 'in', ids)
          .where('status', '=', 'refunded')
          .execute(),
      ),
    ),
    transcriptions: await missing(acked.transcriptions, (ids) =>
      column(db.selectFrom('ai_transcriptions').select('id as value').where('id', 'in', ids).execute()),
    ),
  };
}

async function ledgerMismatches(db: Kysely<Database>): Promise<string[]> {
  const sums = await db
    .selectFrom('balance_ledger')
    .select(['user_id', 'capability', (eb) => eb.fn.sum<number | string>('delta').as('total')])
    .groupBy(['user_id', 'capability'])
    .execute();
  const balances = await db
    .selectFrom('user_balances')
    .select(['user_id', 'capability', 'balance'])
    .execute();
  const expected = new Map(sums.map((row) => [`${row.user_id}:${row.capability}`, Number(row.total)]));
  const problems: string[] = [];
  for (const row of balances) {
    const key = `${row.user_id}:${row.capability}`;
    if ((expected.get(key) ?? 0) !== row.balance)
      problems.push(
        `user ${row.user_id} ${row.capability}: ledger ${expected.get(key) ?? 0}, balance ${row.balance}`,
      );
    expected.delete(key);
  }
  for (const [key, total] of expected)
    if (total !== 0) problems.push(`${key}: ledger ${total}, no balance row`);
  return problems;
}

/** Orders with more than one ledger row of `reason` for one capability. */
async function twice(db: Kysely<Database>, reason: 'purchase' | 'refund'): Promise<string[]> {
  const rows = await db
    .selectFrom('balance_ledger')
    .select(['order_id', 'capability', (eb) => eb.fn.countAll<number | string>().as('times')])
    .where('reason', '=', reason)
    .where('order_id', 'is not', null)
    .groupBy(['order_id', 'capability'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return rows.map((row) => `order ${row.order_id} ${row.capability} ×${row.times}`);
}

async function transcriptionProblems(db: Kysely<Database>): Promise<string[]> {
  const jobs = await db.selectFrom('ai_transcriptions').select(['id', 'status']).execute();
  const problems = jobs
    .filter((job) => job.status !== 'done' && job.status !== 'failed')
    .map((job) => `job ${job.id} still ${job.status}`);
  const charges = await db
    .selectFrom('balance_ledger')
    .select(['reference', (eb) => eb.fn.countAll<number | string>().as('times')])
    .where('reference', 'like', 'job:stt:%')
    .where('reason', '=', 'spend')
    .groupBy('reference')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return [...problems, ...charges.map((row) => `${row.reference} charged ×${row.times}`)];
}

async function integrity(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
}

/** Files under the users' media that no row names, and rows naming a file that is not there. */
async function mediaProblems(db: Kysely<Database>, mediaDir: string): Promise<Record<string, string[]>> {
  const files = new Set<string>();
  const entries = await readdir(join(mediaDir, 'users'), { withFileTypes: true, recursive: true }).catch(
    () => [],
  );
  for (const entry of entries)
    if (entry.isFile()) files.add(relative(mediaDir, join(entry.parentPath, entry.name)));
  const { keys: named } = await new MediaReferenceRepository(db).findAll();
  // A job that has not decoded its upload yet may have its WAV and MP3 from a try a kill cut
  // short: they are written again (over) by the next try.
  const jobs = await db.selectFrom('ai_transcriptions').select(['wav_key', 'audio_key']).execute();
  const known = new Set([...named, ...jobs.flatMap((job) => [job.wav_key, job.audio_key])]);
  return {
    'no orphaned media file': [...files].filter((file) => !known.has(file)),
    'no row naming a missing file': named.filter((key) => key.startsWith('users/') && !files.has(key)),
  };
}
