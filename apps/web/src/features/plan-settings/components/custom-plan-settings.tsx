import { SlidersHorizontal } from 'lucide-react';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { useAdminPlans } from '../api/get-admin-plans';
import { CustomPlanForm } from './custom-plan-form';

/** Admin: the custom plan, where buyers choose each quantity and pay per unit. */
export function CustomPlanSettings({ onChanged }: { onChanged: () => void }) {
  const query = useAdminPlans();
  return (
    <SettingsSection
      title="Custom plan"
      icon={SlidersHorizontal}
      description="Buyers choose how much of each thing they want and pay per unit at these rates."
    >
      <QueryState
        query={query}
        what="the custom plan"
        fallback={<ListSkeleton label="Loading the custom plan" rows={3} rowClassName="h-16" />}
      >
        {({ custom }) => <CustomPlanForm plan={custom} onSaved={onChanged} />}
      </QueryState>
    </SettingsSection>
  );
}
