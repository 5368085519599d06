import { capabilityTitle, type TAdminUserDetail, type TCapability } from '@inkwell/contract';
import { useState } from 'react';
import { SuccessAlert } from '@/components/ui/alert';
import { formatDelta } from '@/lib/format-ledger';
import { formatCount } from '@/lib/format-price';
import { currentValue, DEFAULT_ADJUSTED_CAPABILITY } from '../utils/balance-adjustment-form';
import { BalanceAdjustmentForm } from './balance-adjustment-form';

interface TAdjusted {
  capability: TCapability;
  delta: number;
  value: number;
}

/** The adjustment form, started afresh after each success with the new value said above it. */
export function BalanceAdjustment({ user }: { user: TAdminUserDetail }) {
  const [round, setRound] = useState(0);
  const [adjusted, setAdjusted] = useState<TAdjusted | null>(null);
  return (
    <div className="grid gap-4">
      {adjusted ? (
        <SuccessAlert title={`${capabilityTitle(adjusted.capability)}: now ${formatCount(adjusted.value)}`}>
          Changed by {formatDelta(adjusted.delta)}.
        </SuccessAlert>
      ) : null}
      <BalanceAdjustmentForm
        key={round}
        user={user}
        capability={adjusted?.capability ?? DEFAULT_ADJUSTED_CAPABILITY}
        onAdjusted={(next, capability, delta) => {
          setAdjusted({ capability, delta, value: currentValue(next, capability) });
          setRound((current) => current + 1);
        }}
      />
    </div>
  );
}
