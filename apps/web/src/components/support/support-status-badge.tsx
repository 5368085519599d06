import { SUPPORT_STATUS_LABELS, type TSupportRequestStatus } from '@inkwell/contract';
import { Badge } from '@/components/ui/badge';

const VARIANTS = { open: 'soft', answered: 'success', closed: 'muted' } as const satisfies Record<
  TSupportRequestStatus,
  string
>;

/** Open (waiting for Support), Answered (waiting for you), Closed. */
export function SupportStatusBadge({ status }: { status: TSupportRequestStatus }) {
  return <Badge variant={VARIANTS[status]}>{SUPPORT_STATUS_LABELS[status]}</Badge>;
}
