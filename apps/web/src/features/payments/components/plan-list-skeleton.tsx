import { SKELETON_COUNTS } from '@inkwell/contract';
import { PlanCardSkeleton } from './plan-card-skeleton';

/** Four plan cards while the plans load (or while the picker's code does). */
export function PlanListSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading plans"
      className="grid gap-6 @xl:grid-cols-2 @4xl:grid-cols-4"
    >
      {Array.from({ length: SKELETON_COUNTS.plans }, (_, index) => (
        <PlanCardSkeleton key={index} />
      ))}
    </div>
  );
}
