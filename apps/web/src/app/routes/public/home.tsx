import { CoreFeatures } from '@/features/marketing/components/core-features';
import { Hero } from '@/features/marketing/components/hero';
import { KeyFeatures } from '@/features/marketing/components/key-features';
import { PricingSection } from '@/features/payments/components/pricing-section';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <KeyFeatures />
      <CoreFeatures />
      <PricingSection />
      <ReviewsSection />
    </>
  );
}
