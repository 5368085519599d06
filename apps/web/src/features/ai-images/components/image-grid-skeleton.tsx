import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { IMAGE_GRID_CLASS } from '../utils/image-grid';

interface ImageGridSkeletonProps {
  /** Read out while loading: "Loading your images". */
  label: string;
  tiles: number;
  className?: string;
}

/** Square placeholder tiles in the grid's columns while images load or are made. */
export function ImageGridSkeleton({ label, tiles, className }: ImageGridSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cn(IMAGE_GRID_CLASS, className)}>
      {Array.from({ length: tiles }, (_, index) => (
        <Skeleton key={index} className="w-full rounded-xl" style={{ aspectRatio: '1 / 1' }} />
      ))}
    </div>
  );
}
