import { capabilityTitle, CONSUMABLE_CAPABILITIES, type TBalanceResponse } from '@inkwell/contract';
import { BalanceCard } from './balance-card';

interface BalanceGridProps {
  balance: TBalanceResponse;
  compact?: boolean;
}

/** Every consumable balance of a plan, in the contract's order. */
export function BalanceGrid({ balance, compact = false }: BalanceGridProps) {
  return (
    <ul aria-label="Balances" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CONSUMABLE_CAPABILITIES.map((capability) => (
        <BalanceCard
          key={capability}
          label={capabilityTitle(capability)}
          remaining={balance.balances[capability]}
          used={balance.used[capability]}
          compact={compact}
        />
      ))}
    </ul>
  );
}
