import type { TOrderStatus } from '@inkwell/contract';
import { Ban, CircleCheck, CircleX, Clock, Undo2, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

type TBadgeVariant = 'soft' | 'success' | 'destructive' | 'muted' | 'outline';

export const ORDER_STATUS_COPY: Record<
  TOrderStatus,
  { label: string; variant: TBadgeVariant; icon: LucideIcon }
> = {
  pending: { label: 'Pending', variant: 'soft', icon: Clock },
  paid: { label: 'Paid', variant: 'success', icon: CircleCheck },
  failed: { label: 'Failed', variant: 'destructive', icon: CircleX },
  canceled: { label: 'Canceled', variant: 'muted', icon: Ban },
  refunded: { label: 'Refunded', variant: 'outline', icon: Undo2 },
};

export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { label, variant, icon: Icon } = ORDER_STATUS_COPY[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
