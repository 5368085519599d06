import type { TAdminOrderDetail } from '@inkwell/contract';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { userInfoPath } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';
import { DetailRow, DetailSection } from '@/components/ui/detail-section';
import { GatewayName } from './gateway-name';

function When({ at }: { at: string | null }) {
  return at ? (
    <time dateTime={at}>{formatDateTime(at)}</time>
  ) : (
    <span className="text-muted-foreground">—</span>
  );
}

/** The order itself: amount, dates, gateway and its reference, why it failed, the admin's note. */
export function OrderDetails({ order }: { order: TAdminOrderDetail }) {
  return (
    <DetailSection title="Details" icon={Receipt}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailRow term="Amount">
          <span className="font-semibold tabular-nums">{formatPrice(order.amount, order.currency)}</span>
          {order.amount === 0 ? <span className="text-muted-foreground"> (a gift)</span> : null}
        </DetailRow>
        <DetailRow term="Gateway">
          <GatewayName gateway={order.gateway} />
        </DetailRow>
        <DetailRow term="Created">
          <When at={order.created_at} />
        </DetailRow>
        <DetailRow term="Paid">
          <When at={order.paid_at} />
        </DetailRow>
        {order.refunded_at ? (
          <DetailRow term="Refunded">
            <When at={order.refunded_at} />
          </DetailRow>
        ) : null}
        <DetailRow term="Last change">
          <When at={order.updated_at} />
        </DetailRow>
        <DetailRow term="Gateway reference">
          {order.reference ? (
            <code className="font-mono text-xs break-all">{order.reference}</code>
          ) : (
            <span className="text-muted-foreground">—</span>
          )}
        </DetailRow>
        {order.created_by ? (
          <DetailRow term="Created by">
            <Link
              to={userInfoPath(order.created_by.id)}
              className="rounded-sm text-brand focus-ring hover:underline"
            >
              {order.created_by.full_name || order.created_by.email}
            </Link>
          </DetailRow>
        ) : null}
        {order.failure_reason ? (
          <DetailRow term="Failure reason">
            <span className="text-destructive">{order.failure_reason}</span>
          </DetailRow>
        ) : null}
        {order.note ? (
          <div className="sm:col-span-2">
            <DetailRow term="Note">
              <span className="whitespace-pre-wrap">{order.note}</span>
            </DetailRow>
          </div>
        ) : null}
      </dl>
    </DetailSection>
  );
}
