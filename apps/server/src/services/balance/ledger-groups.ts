import type { TLedgerEntry, TLedgerGroup } from '@inkwell/contract';
import type { TLedgerRow } from '../../db/types.js';

/** The key BalanceRepository.pageLedgerGroups groups by: a purchase's order, the trial, else the row. */
function groupKey(row: TLedgerRow): string {
  if (row.reason === 'purchase' && row.order_id !== null) return `order:${row.order_id}`;
  return row.reason === 'trial' ? 'trial' : `row:${row.id}`;
}

function toEntry({ user_id: _user, ...row }: TLedgerRow): TLedgerEntry {
  return row;
}

/** Rows newest first → usage-history lines newest first, each line's entries oldest first. */
export function toLedgerGroups(rows: TLedgerRow[]): TLedgerGroup[] {
  const groups = new Map<string, TLedgerRow[]>();
  for (const row of rows) {
    const key = groupKey(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((newestFirst) => {
    const entries = newestFirst.reverse().map(toEntry);
    const first = entries[0]!;
    return { reason: first.reason, order_id: first.order_id, created_at: first.created_at, entries };
  });
}
