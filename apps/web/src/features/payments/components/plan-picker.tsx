import { isCustomPlan, type TCustomPlan, type TPlanPack, type TPlansResponse } from '@inkwell/contract';
import { QueryState } from '@/components/ui/query-state';
import { usePlans } from '../api/get-plans';
import { useBuyPlan } from '../hooks/use-buy-plan';
import { CustomPlanCard } from './custom-plan-card';
import { GatewayChooserDialog } from './gateway-chooser-dialog';
import { PlanCard } from './plan-card';
import { PlanListSkeleton } from './plan-list-skeleton';

function PlanList({ plans }: { plans: TPlansResponse }) {
  const { buy, purchase, closeChooser } = useBuyPlan();
  const packs = plans.filter((plan): plan is TPlanPack => !isCustomPlan(plan));
  const custom = plans.find((plan): plan is TCustomPlan => isCustomPlan(plan));
  return (
    <div className="grid gap-8">
      <ul className="grid gap-6 @xl:grid-cols-2 @4xl:grid-cols-4">
        {packs.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} onBuy={() => buy({ kind: 'pack', plan })} />
          </li>
        ))}
      </ul>
      {custom ? (
        <CustomPlanCard
          plan={custom}
          onBuy={(quantities) => buy({ kind: 'custom', plan: custom, quantities })}
        />
      ) : null}
      <GatewayChooserDialog purchase={purchase} onClose={closeChooser} />
    </div>
  );
}

/** The packs and the custom calculator, each Buy Now through the one gateway chooser. */
export function PlanPicker() {
  const query = usePlans();
  // Columns follow the picker's own width: the home page's container or the user area beside the sidebar.
  return (
    <div className="@container">
      <QueryState query={query} what="the plans" fallback={<PlanListSkeleton />}>
        {(plans) => <PlanList plans={plans} />}
      </QueryState>
    </div>
  );
}
