import { SKELETON_COUNTS } from '@inkwell/contract';
import { Container } from '@/components/layout/container';
import { SectionHeading } from '@/components/layout/section-heading';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function ReviewSkeleton() {
  return (
    <div
      data-testid="review-skeleton"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6"
    >
      <Skeleton className="h-4 w-24" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="flex items-center gap-3 border-t border-border pt-5">
        <Skeleton className="size-11 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
    </div>
  );
}

function ReviewsGrid() {
  const query = useReviews();
  return (
    <QueryState
      query={query}
      what="the reviews"
      fallback={
        <div aria-busy="true" aria-label="Loading reviews" className={gridClass}>
          {Array.from({ length: SKELETON_COUNTS.reviews }, (_, index) => (
            <ReviewSkeleton key={index} />
          ))}
        </div>
      }
    >
      {(reviews) => (
        <ul className={gridClass}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

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
        <ReviewsGrid />
      </Container>
    </section>
  );
}
