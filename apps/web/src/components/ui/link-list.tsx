import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface TLinkListItem {
  key: string | number;
  /** The page the title opens. */
  to: string;
  title: ReactNode;
  /** A small line under the title (a date, a gateway). */
  meta: ReactNode;
  /** At the end of the line (an amount, a status badge). */
  end: ReactNode;
}

interface LinkListProps {
  items: readonly TLinkListItem[];
  /** Said when there are no items, e.g. "No orders yet." */
  empty: string;
}

/** A detail section's short list of things that each open their own page (a user's orders). */
export function LinkList({ items, empty }: LinkListProps) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => (
        <li
          key={item.key}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5 text-sm"
        >
          <div className="grid min-w-0 gap-0.5">
            <Link
              to={item.to}
              className="w-fit rounded-sm font-medium break-words focus-ring hover:text-brand hover:underline"
            >
              {item.title}
            </Link>
            <span className="text-xs text-muted-foreground">{item.meta}</span>
          </div>
          {item.end}
        </li>
      ))}
    </ul>
  );
}
