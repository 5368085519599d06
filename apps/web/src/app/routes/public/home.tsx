import { CoreFeatures } from '@/features/marketing/components/core-features';
import { Hero } from '@/features/marketing/components/hero';
import { KeyFeatures } from '@/features/marketing/components/key-features';
import { PricingSection } from '@/features/payments/components/pricing-section';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { HydrationSlice } from '@/lib/hydration-slices';

export default function HomeRoute() {
  return (
    <>
      <HydrationSlice>
        <Hero />
      </HydrationSlice>
      <HydrationSlice>
        <KeyFeatures />
      </HydrationSlice>
      <HydrationSlice>
        <CoreFeatures />
      </HydrationSlice>
      <HydrationSlice>
        <PricingSection />
      </HydrationSlice>
      <HydrationSlice>
        <ReviewsSection />
      </HydrationSlice>
    </>
  );
}
