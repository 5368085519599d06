import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { toolTitle, type TDashboardToolEntry } from '../config/dashboard-tools';

interface LatestToolCardProps {
  entry: TDashboardToolEntry;
  /** The creations, their skeleton while loading, or the empty state. */
  children: ReactNode;
}

/** One tool's card: its name and icon, the way to all its creations, and the newest of them. */
export function LatestToolCard({ entry, children }: LatestToolCardProps) {
  const page = pages[entry.page];
  const titleId = `latest-${entry.tool}-title`;
  return (
    <Card role="group" aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-center gap-2 font-semibold">
          <page.icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
          <span className="truncate">{toolTitle(entry)}</span>
        </h3>
        <Link
          to={paths[entry.list]}
          className="shrink-0 rounded-sm text-sm font-semibold text-brand focus-ring hover:underline"
        >
          See all <span className="sr-only">in {pages[entry.list].title}</span>
        </Link>
      </div>
      {children}
    </Card>
  );
}
