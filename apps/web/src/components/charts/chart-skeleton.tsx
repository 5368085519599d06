import { Skeleton } from '@/components/ui/skeleton';

/** Bar heights of the placeholder, so it reads as a chart while chart.js loads. */
const BARS = [30, 55, 40, 70, 45, 85, 60, 35, 75, 50, 65, 40, 90, 55];

/** A few grey bars the size of a bar chart (h-52), while its code or its data loads. */
export function ChartSkeleton() {
  return (
    <div className="flex h-52 items-end gap-1.5 border-b border-border pb-px">
      {BARS.map((height, index) => (
        <Skeleton key={index} className="flex-1 rounded-b-none" style={{ height: `${height}%` }} />
      ))}
    </div>
  );
}
