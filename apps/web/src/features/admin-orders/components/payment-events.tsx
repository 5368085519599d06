import type { TPaymentEvent } from '@inkwell/contract';
import { Activity } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { DetailSection } from '@/components/ui/detail-section';
import { SmallTable } from '@/components/ui/small-table';

/** What the gateway told us about the order (webhooks), as received. */
export function PaymentEvents({ events }: { events: TPaymentEvent[] }) {
  return (
    <DetailSection title="Payment events" icon={Activity}>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payment events were received for this order.</p>
      ) : (
        <SmallTable
          label="Payment events"
          columns={['Type', 'Outcome', 'Received']}
          columnClassNames={['col-span-2 break-all', '', 'text-muted-foreground @lg:whitespace-nowrap']}
          rows={events.map((event) => ({
            key: event.event_id,
            cells: [
              <code key="type" className="font-mono text-xs">
                {event.type}
              </code>,
              event.outcome,
              <time key="time" dateTime={event.received_at}>
                {formatDateTime(event.received_at)}
              </time>,
            ],
          }))}
        />
      )}
    </DetailSection>
  );
}
