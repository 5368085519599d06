import { SKELETON_COUNTS } from '@inkwell/contract';
import { Skeleton } from '@/components/ui/skeleton';

export const reviewsGridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

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

/** Six review cards while the reviews load (or while their code does). */
export function ReviewsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading reviews" className={reviewsGridClass}>
      {Array.from({ length: SKELETON_COUNTS.reviews }, (_, index) => (
        <ReviewSkeleton key={index} />
      ))}
    </div>
  );
}
