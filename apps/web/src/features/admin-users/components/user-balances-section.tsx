import {
  capabilityTitle,
  CONSUMABLE_CAPABILITIES,
  LIMIT_CAPABILITIES,
  type TAdminUserDetail,
} from '@inkwell/contract';
import { Wallet } from 'lucide-react';
import { DetailSection, HeaderCells } from '@/components/ui/detail-section';
import { formatCount } from '@/lib/format-price';

/** What the account holds now and has used in all, and its per-request limits. */
export function UserBalancesSection({
  user,
}: {
  user: Pick<TAdminUserDetail, 'balances' | 'used' | 'limits'>;
}) {
  return (
    <DetailSection title="Balances and limits" icon={Wallet}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Balances and what has been used</caption>
          <HeaderCells columns={['Balance', 'Left', 'Used in all']} />
          <tbody className="divide-y divide-border">
            {CONSUMABLE_CAPABILITIES.map((capability) => (
              <tr key={capability}>
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {capabilityTitle(capability)}
                </th>
                <td className="py-2 pr-4 font-medium tabular-nums">
                  {formatCount(user.balances[capability])}
                </td>
                <td className="py-2 text-muted-foreground tabular-nums">
                  {formatCount(user.used[capability])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid gap-2 border-t border-border pt-3 text-sm">
        {LIMIT_CAPABILITIES.map((capability) => (
          <div key={capability} className="flex flex-wrap justify-between gap-x-4">
            <dt>{capabilityTitle(capability)}</dt>
            <dd className="font-medium tabular-nums">{formatCount(user.limits[capability])}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
