import {
  SKELETON_COUNTS,
  isCustomPlan,
  type TCustomPlan,
  type TPlanPack,
  type TPlansResponse,
} from '@inkwell/contract';
import { Container } from '@/components/layout/container';
import { SectionHeading } from '@/components/layout/section-heading';
import { QueryState } from '@/components/ui/query-state';
import { usePlans } from '../api/get-plans';
import { useBuyPlan } from '../hooks/use-buy-plan';
import { CustomPlanCard } from './custom-plan-card';
import { GatewayChooserDialog } from './gateway-chooser-dialog';
import { PaymentGateways } from './payment-gateways';
import { PlanCard } from './plan-card';
import { PlanCardSkeleton } from './plan-card-skeleton';

function PlanList({ plans }: { plans: TPlansResponse }) {
  const { buy, purchase, closeChooser } = useBuyPlan();
  const packs = plans.filter((plan): plan is TPlanPack => !isCustomPlan(plan));
  const custom = plans.find((plan): plan is TCustomPlan => isCustomPlan(plan));
  return (
    <div className="grid gap-8">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
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

function PlansGrid() {
  const query = usePlans();
  return (
    <QueryState
      query={query}
      what="the plans"
      fallback={
        <div aria-busy="true" aria-label="Loading plans" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: SKELETON_COUNTS.plans }, (_, index) => (
            <PlanCardSkeleton key={index} />
          ))}
        </div>
      }
    >
      {(plans) => <PlanList plans={plans} />}
    </QueryState>
  );
}

export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="border-y border-border bg-surface py-20 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="pricing-title"
          eyebrow="Plans"
          title="Pricing"
          description="Buy a pack once and spend it at your own pace, or build a custom plan with exactly the quantities you need. No subscriptions, no surprises."
          className="mb-12 sm:mb-16"
        />
        <PlansGrid />
        <PaymentGateways />
      </Container>
    </section>
  );
}
