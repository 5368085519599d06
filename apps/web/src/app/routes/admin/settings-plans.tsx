import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { planEndpoints } from '@inkwell/contract';
import { CustomPlanSettings } from '@/features/plan-settings/components/custom-plan-settings';
import { PackSettings } from '@/features/plan-settings/components/pack-settings';
import { endpointKey } from '@/lib/endpoint-client';

/** What buyers are offered changed: the public plans are read again. */
function useRefreshPlans() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(planEndpoints.list) });
  }, [queryClient]);
}

/** Admin: the packs for sale and the custom plan's rates. */
export default function SettingsPlansRoute() {
  const onPlansChanged = useRefreshPlans();
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PackSettings onChanged={onPlansChanged} />
      <CustomPlanSettings onChanged={onPlansChanged} />
    </div>
  );
}
