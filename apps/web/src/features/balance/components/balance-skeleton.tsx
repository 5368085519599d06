import { CONSUMABLE_CAPABILITIES } from '@inkwell/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** One placeholder per consumable balance while they load. */
export function BalanceSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading your balances"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {CONSUMABLE_CAPABILITIES.map((capability) => (
        <Skeleton key={capability} className={cn('rounded-2xl', compact ? 'h-22' : 'h-32')} />
      ))}
    </div>
  );
}
