import type { TLedgerEntry, TLedgerGroup } from '@inkwell/contract';

/** One balance change, a use unless overridden. */
export const ledgerEntry = (
  overrides: Partial<TLedgerEntry> & Pick<TLedgerEntry, 'id' | 'capability' | 'delta' | 'balance_after'>,
): TLedgerEntry => ({
  reason: 'spend',
  order_id: null,
  reference: null,
  created_at: '2026-03-05T14:20:00Z',
  ...overrides,
});

/** The user's balance changes, newest first: uses, a refund, order #14's purchase, an adjustment, the trial. */
export const ledgerFixture: TLedgerEntry[] = [
  ledgerEntry({ id: 9, capability: 'chatbots_tokens', delta: -1_240, balance_after: 120_000 }),
  ledgerEntry({ id: 8, capability: 'ai_image_tokens', delta: 1, balance_after: 140, reason: 'refund' }),
  ledgerEntry({ id: 7, capability: 'ai_image_tokens', delta: -1, balance_after: 139 }),
  ledgerEntry({
    id: 6,
    capability: 'chatbots_tokens',
    delta: 150_000,
    balance_after: 121_240,
    reason: 'purchase',
    order_id: 14,
    reference: 'sbx_0014',
    created_at: '2026-03-04T10:00:00Z',
  }),
  ledgerEntry({
    id: 5,
    capability: 'text_character_length_limit',
    delta: 9_000,
    balance_after: 10_000,
    reason: 'purchase',
    order_id: 14,
    created_at: '2026-03-04T10:00:00Z',
  }),
  ledgerEntry({
    id: 2,
    capability: 'support_request_sent',
    delta: -3,
    balance_after: 0,
    reason: 'admin_adjustment',
    reference: 'Duplicate account',
    created_at: '2026-02-01T08:00:00Z',
  }),
  ledgerEntry({
    id: 1,
    capability: 'ai_image_tokens',
    delta: 5,
    balance_after: 5,
    reason: 'trial',
    created_at: '2026-01-15T10:00:00Z',
  }),
];

/** Entries newest first as the server pages them: a purchase's rows and the trial's in one line each. */
export function ledgerLines(entries: TLedgerEntry[]): TLedgerGroup[] {
  const lines = new Map<string, TLedgerEntry[]>();
  for (const entry of entries) {
    const key =
      entry.reason === 'purchase' ? `order:${entry.order_id}` : entry.reason === 'trial' ? 'trial' : entry.id;
    lines.set(String(key), [...(lines.get(String(key)) ?? []), entry]);
  }
  return [...lines.values()].map((newestFirst) => {
    const lineEntries = [...newestFirst].reverse();
    const { reason, order_id, created_at } = lineEntries[0]!;
    return { reason, order_id, created_at, entries: lineEntries };
  });
}
