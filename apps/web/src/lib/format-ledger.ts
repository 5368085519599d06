import type { TLedgerEntry, TLedgerReason } from '@inkwell/contract';
import { formatCount } from '@/lib/format-price';

/** "+1,000" or "−40" (a true minus sign, as screen readers and typesetting expect). */
export function formatDelta(delta: number): string {
  if (delta === 0) return '0';
  return `${delta > 0 ? '+' : '\u2212'}${formatCount(Math.abs(delta))}`;
}

const REASONS: Record<TLedgerReason, string> = {
  trial: 'Trial',
  purchase: 'Purchase',
  admin_adjustment: 'Adjusted by an admin',
  spend: 'Used',
  refund: 'Refunded',
};

/** Why a balance changed, in plain words: "Purchase (order #12)", "Used", "Refunded". */
export function ledgerReason({ reason, order_id }: Pick<TLedgerEntry, 'reason' | 'order_id'>): string {
  const words = REASONS[reason];
  return reason === 'purchase' && order_id !== null ? `${words} (order #${order_id})` : words;
}
