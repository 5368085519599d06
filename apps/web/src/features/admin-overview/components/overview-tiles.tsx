import type { TOverview } from '@inkwell/contract';
import { ArrowRight, Banknote, LifeBuoy, ShoppingBag, Sparkles, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount, formatPrice } from '@/lib/format-price';
import { countOf, newUsersSeries, revenueTotals, totalOf } from '../utils/overview-figures';
import { OverviewTile } from './overview-tile';

/** The period's key figures: revenue, paid orders, users, generations and open support requests. */
export function OverviewTiles({ overview }: { overview: TOverview }) {
  const revenue = revenueTotals(overview);
  const generations = totalOf(Object.values(overview.generations));
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <OverviewTile
        label="Revenue"
        icon={Banknote}
        value={
          revenue.length === 0 ? (
            formatCount(0)
          ) : (
            <span className="grid">
              {revenue.map(({ currency, amount }) => (
                <span key={currency}>{formatPrice(amount, currency)}</span>
              ))}
            </span>
          )
        }
        note={revenue.length === 0 ? 'Nothing paid in this period' : 'Paid orders, refunds left out'}
      />
      <OverviewTile
        label="Paid orders"
        icon={ShoppingBag}
        value={formatCount(overview.orders_by_status.paid)}
        note={`Of ${countOf(totalOf(Object.values(overview.orders_by_status)), 'order')} made`}
      />
      <OverviewTile
        label="New users"
        icon={UserPlus}
        value={formatCount(totalOf(newUsersSeries(overview)))}
      />
      <OverviewTile
        label="Active users"
        icon={Users}
        value={formatCount(overview.active_users)}
        note={`Of ${countOf(overview.total_users, 'user')} in all`}
      />
      <OverviewTile label="Generations" icon={Sparkles} value={formatCount(generations)} />
      <OverviewTile
        label="Open support requests"
        icon={LifeBuoy}
        value={formatCount(overview.support.open)}
        note={
          <Link
            to={paths.allSupport}
            className="inline-flex items-center gap-1 rounded-sm font-semibold text-brand focus-ring hover:underline"
          >
            Support Center <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      />
    </ul>
  );
}
