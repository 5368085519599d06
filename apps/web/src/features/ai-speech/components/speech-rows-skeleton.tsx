import { Skeleton } from '@/components/ui/skeleton';

/** Rows of a speech list's shape (its text, a line about it, a player) while the first page loads. */
export function SpeechRowsSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="divide-y divide-border">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-2 px-4 py-4 sm:px-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-10 w-full rounded-full" />
        </div>
      ))}
    </div>
  );
}
