import { sql, type RawBuilder } from 'kysely';

/**
 * True where `column` names no instance whose lease runs past `now`: a holder or runner that
 * stopped or died (its lease expired or its row is gone), or none at all (null).
 */
export function withoutLiveLease(
  column: 'balance_reservations.holder' | 'ai_transcriptions.runner' | 'media_writes.holder',
  now: string,
): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from instances where instances.id = ${sql.ref(column)} and instances.lease_until > ${now})`;
}
