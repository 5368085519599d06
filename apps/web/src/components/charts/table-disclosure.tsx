import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

interface TableDisclosureProps {
  /** Hidden words after "Show as table" when a page has several: "revenue per day". */
  what?: string;
  children: ReactNode;
}

/** A chart's numbers as a table, behind a "Show as table" disclosure. */
export function TableDisclosure({ what, children }: TableDisclosureProps) {
  return (
    <details className="group min-w-0 rounded-xl border border-border">
      <summary className="flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold focus-ring select-none [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        Show as table
        {what ? <span className="sr-only">: {what}</span> : null}
      </summary>
      <div className="overflow-x-auto border-t border-border">{children}</div>
    </details>
  );
}
