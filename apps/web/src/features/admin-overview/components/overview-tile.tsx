import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface OverviewTileProps {
  label: string;
  icon: LucideIcon;
  /** The figure, large. */
  value: ReactNode;
  /** A line under it: the context, or a link. */
  note?: ReactNode;
}

/** One key figure of the period. */
export function OverviewTile({ label, icon: Icon, value, note }: OverviewTileProps) {
  return (
    <li className="grid content-start gap-1 min-w-0 rounded-xl border border-border bg-card p-3 sm:p-4">
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
        {label}
      </span>
      <span className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{value}</span>
      {note ? <span className="text-sm text-muted-foreground">{note}</span> : null}
    </li>
  );
}
