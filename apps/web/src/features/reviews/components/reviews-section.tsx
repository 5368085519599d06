import { lazy } from 'react';
import { Container } from '@/components/layout/container';
import { SectionHeading } from '@/components/layout/section-heading';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { withQueries } from '@/lib/with-queries';
import { ReviewsSkeleton } from './reviews-skeleton';

const ReviewsGrid = lazy(withQueries(() => import('./reviews-grid')));

export function ReviewsSection() {
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="reviews-title"
          eyebrow="Reviews"
          title="Loved by people who create every day"
          description="Writers, developers, marketers and educators use it to get from idea to finished piece faster."
          className="mb-12 sm:mb-16"
        />
        <WhenNearViewport fallback={<ReviewsSkeleton />}>
          <ReviewsGrid />
        </WhenNearViewport>
      </Container>
    </section>
  );
}
