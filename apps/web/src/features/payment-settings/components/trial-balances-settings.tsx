import { CAPABILITIES } from '@inkwell/contract';
import { Gift } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/components/ui/settings-section';
import { useTrialBalances } from '../api/get-trial-balances';
import { TrialBalancesForm } from './trial-balances-form';

export function TrialBalancesSettings() {
  const query = useTrialBalances();
  return (
    <SettingsSection
      title="Trial balances"
      icon={Gift}
      description="What every new account starts with on the trial plan. Changes apply to accounts created from now on; existing accounts keep their balances."
    >
      <QueryState
        query={query}
        what="the trial balances"
        fallback={
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading the trial balances"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {CAPABILITIES.map((capability) => (
              <Skeleton key={capability} data-testid="trial-balance-skeleton" className="h-16 rounded-lg" />
            ))}
          </div>
        }
      >
        {(balances) => <TrialBalancesForm balances={balances} />}
      </QueryState>
    </SettingsSection>
  );
}
