import type { TBalanceResponse } from '@inkwell/contract';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBalance } from '../api/get-balance';
import { BalanceGrid } from './balance-grid';
import { BalanceSkeleton } from './balance-skeleton';
import { LimitList } from './limit-list';

/** The page's three parts, each with its skeleton until the balance (undefined while loading) arrives. */
function Overview({ balance }: { balance: TBalanceResponse | undefined }) {
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
        <Button asChild>
          <Link to={paths.pricing}>
            <ShoppingCart aria-hidden="true" />
            Buy more
          </Link>
        </Button>
      </Card>
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
export function BalanceOverview() {
  const query = useBalance();
  return (
    <QueryState query={query} what="your balances" fallback={<Overview balance={undefined} />}>
      {(balance) => <Overview balance={balance} />}
    </QueryState>
  );
}
