import { QueryState } from '@/components/ui/query-state';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { ReviewsSkeleton, reviewsGridClass } from './reviews-skeleton';

/** The reviews, loaded after the page by ReviewsSection (decision 018). */
export default function ReviewsGrid() {
  const query = useReviews();
  return (
    <QueryState query={query} what="the reviews" fallback={<ReviewsSkeleton />}>
      {(reviews) => (
        <ul className={reviewsGridClass}>
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
