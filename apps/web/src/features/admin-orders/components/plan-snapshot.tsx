import { CAPABILITIES, capabilityTitle, type TAdminOrderDetail } from '@inkwell/contract';
import { Package } from 'lucide-react';
import { formatCount } from '@/lib/format-price';
import { DetailSection } from '@/components/ui/detail-section';

/** What the order bought, as the plan was when it was made: every quantity above zero. */
export function PlanSnapshot({ order }: { order: TAdminOrderDetail }) {
  const lines = CAPABILITIES.filter((capability) => order.quantities[capability] > 0);
  return (
    <DetailSection
      title="Plan"
      icon={Package}
      aside={
        <span className="text-sm text-muted-foreground">
          {order.plan_name} · {order.plan_kind === 'custom' ? 'custom quantities' : 'pack'}
        </span>
      }
    >
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">No quantities.</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {lines.map((capability) => (
            <div
              key={capability}
              className="flex items-baseline justify-between gap-3 border-b border-border/60 pb-1.5 text-sm"
            >
              <dt className="text-muted-foreground">{capabilityTitle(capability)}</dt>
              <dd className="font-medium tabular-nums">{formatCount(order.quantities[capability])}</dd>
            </div>
          ))}
        </dl>
      )}
    </DetailSection>
  );
}
