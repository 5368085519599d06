import type { TAuditEntry } from '@inkwell/contract';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { listAuditChanges } from '../utils/audit-changes';

/**
 * What an action changed, field by field: before → after (changed fields marked), or the values
 * alone when the action created (no before) or removed (no after) something.
 */
export function AuditChanges({ entry }: { entry: TAuditEntry }) {
  const changes = listAuditChanges(entry.before, entry.after);
  if (changes.length === 0) {
    return <p className="text-sm text-muted-foreground">No values were recorded for this action.</p>;
  }
  const both = entry.before !== null && entry.after !== null;
  const side = entry.after === null ? 'before' : 'after';
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {changes.map((change) => (
        <div key={change.key} className="contents">
          <dt className={cn('font-medium break-words', !change.changed && both && 'text-muted-foreground')}>
            {change.label}
          </dt>
          <dd className="-mt-1.5 min-w-0 break-words sm:mt-0">
            {both ? (
              change.changed ? (
                <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                  <span className="text-muted-foreground line-through decoration-muted-foreground/60">
                    <span className="sr-only">Before: </span>
                    {change.before}
                  </span>{' '}
                  <ArrowRight aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                  <span className="font-medium text-foreground">
                    <span className="sr-only">After: </span>
                    {change.after}
                  </span>
                </span>
              ) : (
                <span className="text-muted-foreground">
                  {change.after} <span className="text-xs">(unchanged)</span>
                </span>
              )
            ) : (
              change[side]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
