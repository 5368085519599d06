import type { TDashboardItem } from '@inkwell/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { pages } from '@/config/pages';
import { formatDateTime } from '@/lib/format-date';
import type { TDashboardToolEntry } from '../config/dashboard-tools';
import { formatCreatedAt } from '../utils/format-created-at';

interface LatestItemListProps {
  entry: TDashboardToolEntry;
  items: TDashboardItem[];
}

/** A tool's newest creations, each a link to where it opens; or the way to make the first. */
export function LatestItemList({ entry, items }: LatestItemListProps) {
  if (items.length === 0) {
    return (
      <div className="flex flex-1 flex-wrap content-center items-center justify-center gap-x-3 gap-y-1 rounded-xl border border-dashed border-border px-4 py-4 text-center">
        <p className="text-sm text-muted-foreground">{entry.empty}</p>
        <Link
          to={pages[entry.page].path}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand focus-ring hover:underline"
        >
          {entry.start} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    );
  }
  return (
    <ul className="-mx-2 grid gap-0.5">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={entry.itemPath(item)}
            className="flex items-center gap-3 rounded-lg px-2 py-1.5 focus-ring hover:bg-muted"
          >
            {item.thumbnail_url ? (
              <img
                src={item.thumbnail_url}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                className="size-10 shrink-0 rounded-md border border-border bg-muted object-cover"
              />
            ) : null}
            <span className="grid min-w-0 flex-1">
              <span className="truncate text-sm font-medium">{item.title}</span>
              <span className="flex min-w-0 gap-1.5 text-xs text-muted-foreground">
                {item.detail ? (
                  <>
                    <span className="truncate">{item.detail}</span>
                    <span aria-hidden="true">·</span>
                  </>
                ) : null}
                <time dateTime={item.created_at} title={formatDateTime(item.created_at)} className="shrink-0">
                  {formatCreatedAt(item.created_at)}
                </time>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
