import { cn } from '@/lib/utils';
import { Skeleton } from './skeleton';

interface ListSkeletonProps {
  /** Read out while loading, e.g. "Loading your orders". */
  label: string;
  rows: number;
  /** The height of one row, as a Tailwind class. */
  rowClassName: string;
}

/** Placeholder rows of a list or table card while its first page loads. */
export function ListSkeleton({ label, rows, rowClassName }: ListSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid gap-3 p-5">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={cn('w-full rounded-lg', rowClassName)} />
      ))}
    </div>
  );
}
