import type { TPaginated } from '@inkwell/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/utils';

interface LatestSavedProps<T> {
  /** The section's heading: "Latest speeches". */
  title: string;
  /** The saved list's page and its title: "See all in {listTitle}". */
  listPath: string;
  listTitle: string;
  query: UseQueryResult<TPaginated<T>>;
  /** For the error: "We couldn’t load {what}." */
  what: string;
  fallback: ReactNode;
  /** Said when there is nothing yet: "No speeches yet. The ones you make will appear here." */
  empty: string;
  /** Rows reach the card's edges (a list with dividers); otherwise everything is padded. */
  flush?: boolean;
  children: (items: T[]) => ReactNode;
}

/** Under a tool: the user's newest saved runs of it, and the way to all of them. */
export function LatestSaved<T>({
  title,
  listPath,
  listTitle,
  query,
  what,
  fallback,
  empty,
  flush = false,
  children,
}: LatestSavedProps<T>) {
  const titleId = useId();
  const inset = flush ? 'px-4 sm:px-6' : undefined;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('grid', flush ? 'gap-2 py-4 sm:py-6' : 'gap-4 p-4 sm:p-6')}
    >
      <div className={cn('flex flex-wrap items-center justify-between gap-2', inset)}>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <Link
          to={listPath}
          className="rounded-sm text-sm font-semibold text-brand focus-ring hover:underline"
        >
          See all in {listTitle}
        </Link>
      </div>
      <QueryState
        query={query}
        what={what}
        compact
        errorClassName={flush ? 'mx-4 sm:mx-6' : undefined}
        fallback={fallback}
      >
        {(page) =>
          page.results.length === 0 ? (
            <p className={cn('py-6 text-center text-sm text-muted-foreground', inset)}>{empty}</p>
          ) : (
            children(page.results)
          )
        }
      </QueryState>
    </Card>
  );
}
