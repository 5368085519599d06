import { CAPABILITIES } from '@inkwell/contract';
import { Gift } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useTrialBalances } from '../api/get-trial-balances';
import { QueryLoader } from './query-loader';
import { SettingsSection } from './settings-section';
import { TrialBalancesForm } from './trial-balances-form';

export function TrialBalancesSettings() {
  const query = useTrialBalances();
  return (
    <SettingsSection
      title="Trial balances"
      icon={Gift}
      description="What every new account starts with on the trial plan. Changes apply to accounts created from now on; existing accounts keep their balances."
    >
      <QueryLoader
        query={query}
        what="the trial balances"
        skeleton={
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {CAPABILITIES.map((capability) => (
              <Skeleton key={capability} data-testid="trial-balance-skeleton" className="h-16 rounded-lg" />
            ))}
          </div>
        }
      >
        {(balances) => <TrialBalancesForm balances={balances} />}
      </QueryLoader>
    </SettingsSection>
  );
}
