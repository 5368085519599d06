import type { TBalanceResponse } from '@inkwell/contract';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBalance } from '../api/get-balance';
import { BalanceGrid } from './balance-grid';
import { BalanceSkeleton } from './balance-skeleton';
import { LimitList } from './limit-list';

interface BalanceOverviewProps {
  /** The plan card's action (Buy more), composed by the route. */
  action: ReactNode;
  /** Shown right under the plan card (the plan picker Buy more opens). */
  children?: ReactNode;
}

/** The page's three parts, each with its skeleton until the balance (undefined while loading) arrives. */
function Overview({
  balance,
  action,
  children,
}: BalanceOverviewProps & { balance: TBalanceResponse | undefined }) {
  return (
    <div className="grid gap-8">
      <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">Current plan</p>
          {balance ? (
            <p className="text-2xl font-semibold tracking-tight">{balance.plan}</p>
          ) : (
            <Skeleton className="h-8 w-40" />
          )}
          <p className="text-sm text-muted-foreground">
            Each purchase adds to your balances and raises your limits.
          </p>
        </div>
        {action}
      </Card>
      {children}
      <section aria-labelledby="balances-title" className="grid gap-4">
        <h2 id="balances-title" className="text-lg font-semibold">
          Balances
        </h2>
        {balance ? <BalanceGrid balance={balance} /> : <BalanceSkeleton />}
      </section>
      <section aria-labelledby="limits-title" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="limits-title" className="text-lg font-semibold">
            Per-request limits
          </h2>
          <p className="text-sm text-muted-foreground">
            The most one request may use. Limits don’t run down; a purchase raises them.
          </p>
        </div>
        {balance ? <LimitList limits={balance.limits} /> : <Skeleton className="h-24 rounded-2xl" />}
      </section>
    </div>
  );
}

/** Current Plan: the plan's name, every balance with its use, the limits and a way to buy more. */
export function BalanceOverview(props: BalanceOverviewProps) {
  const query = useBalance();
  return (
    <QueryState query={query} what="your balances" fallback={<Overview balance={undefined} {...props} />}>
      {(balance) => <Overview balance={balance} {...props} />}
    </QueryState>
  );
}
