import type { TLedgerGroup } from '@inkwell/contract';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';
import { ledgerReason } from '@/lib/format-ledger';
import { LedgerCells, LedgerRow } from './ledger-row';

/** A purchase (or the trial grant): one row with a disclosure button that shows its changes. */
function LedgerGroupRows({ group }: { group: TLedgerGroup }) {
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const rowId = (entryId: number) => `${baseId}-${entryId}`;
  return (
    <>
      <LedgerCells
        createdAt={group.created_at}
        what={
          <button
            type="button"
            aria-expanded={open}
            aria-controls={group.entries.map((entry) => rowId(entry.id)).join(' ')}
            onClick={() => setOpen((current) => !current)}
            className="-mx-1.5 inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 font-medium focus-ring hover:bg-muted"
          >
            <ChevronRight
              aria-hidden="true"
              className={cn(
                'size-4 shrink-0 text-muted-foreground transition-transform',
                open && 'rotate-90',
              )}
            />
            {group.entries.length} balances
          </button>
        }
        change=""
        reason={ledgerReason(group)}
        balanceAfter=""
      />
      {group.entries.map((entry) => (
        <LedgerRow key={entry.id} id={rowId(entry.id)} entry={entry} nested hidden={!open} />
      ))}
    </>
  );
}

/** One line of the usage history: a lone change, or a purchase whose changes expand. */
export function LedgerLine({ group }: { group: TLedgerGroup }) {
  const [only] = group.entries;
  return group.entries.length === 1 && only ? <LedgerRow entry={only} /> : <LedgerGroupRows group={group} />;
}
