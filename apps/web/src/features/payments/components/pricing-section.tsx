import { lazy } from 'react';
import { Container } from '@/components/layout/container';
import { SectionHeading } from '@/components/layout/section-heading';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { withQueries } from '@/lib/with-queries';
import { PlanListSkeleton } from './plan-list-skeleton';

const PricingContent = lazy(withQueries(() => import('./pricing-content')));

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
        <WhenNearViewport
          fallback={
            <div className="@container">
              <PlanListSkeleton />
            </div>
          }
        >
          <PricingContent />
        </WhenNearViewport>
      </Container>
    </section>
  );
}
