import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBalance } from '../api/get-balance';
import { BalanceGrid } from './balance-grid';
import { BalanceSkeleton } from './balance-skeleton';

/** The dashboard's view of the balances: what is left of each, and a way to the full plan. */
export function BalanceCompact() {
  const query = useBalance();
  return (
    <section aria-labelledby="dashboard-balances-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-balances-title" className="text-lg font-semibold">
          Your balances
        </h2>
        <Link
          to={paths.currentPlan}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
        >
          Current plan <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <QueryState query={query} what="your balances" fallback={<BalanceSkeleton compact />}>
        {(balance) => <BalanceGrid balance={balance} compact />}
      </QueryState>
    </section>
  );
}
