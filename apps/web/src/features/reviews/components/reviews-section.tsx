import { lazy, Suspense } from 'react';
import { Container } from '@/components/layout/container';
import { SectionHeading } from '@/components/layout/section-heading';
import { ReviewsSkeleton } from './reviews-skeleton';

const ReviewsGrid = lazy(() => import('./reviews-grid'));

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
        <Suspense fallback={<ReviewsSkeleton />}>
          <ReviewsGrid />
        </Suspense>
      </Container>
    </section>
  );
}
