import { Skeleton } from '@/components/ui/skeleton';

/** The assistant cards' place while the catalogue loads: the filters and six cards of the same size. */
export function AssistantGridSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the assistants" className="grid gap-5">
      <Skeleton className="h-8 w-full max-w-md rounded-full" />
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-48 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
