import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './card';
import { cn } from '@/lib/utils';

interface DetailSectionProps {
  title: string;
  icon: LucideIcon;
  /** How many things it lists, beside the title. */
  count?: number;
  /** Beside the title (an action). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of an admin detail page (an order, a user): a region named by its heading. */
export function DetailSection({ title, icon: Icon, count, aside, className, children }: DetailSectionProps) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('grid content-start gap-4 p-4 sm:p-5', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <Icon aria-hidden="true" className="size-4 text-brand" />
          {title}
        </h2>
        {count === undefined ? null : <span className="text-sm text-muted-foreground">{count}</span>}
        {aside}
      </div>
      {children}
    </Card>
  );
}

/** A term and its value in a section's description list. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Header cells of a section's small table. */
export function HeaderCells({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b border-border text-left text-xs text-muted-foreground">
        {columns.map((column) => (
          <th key={column} scope="col" className="py-2 pr-4 font-medium whitespace-nowrap last:pr-0">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
