import { Skeleton } from '@/components/ui/skeleton';

export function PlanCardSkeleton() {
  return (
    <div
      data-testid="plan-skeleton"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6"
    >
      <Skeleton className="h-6 w-28" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-10 w-24" />
      <Skeleton className="h-10 w-full rounded-lg" />
      <div className="grid gap-3 border-t border-border pt-6">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-4 w-5/6" />
        ))}
      </div>
    </div>
  );
}
