import { GIVEN_UP_MAIL_DAYS, type TMailDelivery } from '@inkwell/contract';
import { Activity, Timer, TriangleAlert } from 'lucide-react';
import { FormAlert } from '@/components/ui/form-alert';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { formatDate, formatTime } from '@/lib/format-date';
import { formatCount } from '@/lib/format-price';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useMailDelivery } from '../api/get-mail-delivery';
import { useRetryMail } from '../api/retry-mail';
import { countOf } from '../utils/overview-figures';
import { OverviewSection } from './overview-section';
import { OverviewTile } from './overview-tile';
import { UnsentMailItem } from './unsent-mail-item';

function GivenUp({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {countOf(count, 'mail')} not sent in the last {GIVEN_UP_MAIL_DAYS} days: the link in it expired before
      it could be delivered.
    </p>
  );
}

function MailDeliveryContent({ delivery, readAt }: { delivery: TMailDelivery; readAt: number }) {
  const retry = useRetryMail();
  if (!delivery.smtp_configured)
    return (
      <p className="text-sm text-muted-foreground">
        No SMTP server is set up (SMTP_URL): mail is written to the server log only.
      </p>
    );
  if (delivery.waiting === 0)
    return (
      <div className="grid gap-2">
        <p className="text-sm">All mail delivered</p>
        <GivenUp count={delivery.given_up} />
      </div>
    );
  const shown = delivery.unsent.length;
  return (
    <div className="grid gap-3">
      <ul aria-label="Mail not sent yet" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <OverviewTile
          label="Waiting"
          icon={Activity}
          value={formatCount(delivery.waiting)}
          note="To be sent"
        />
        <OverviewTile
          label="Failing"
          icon={TriangleAlert}
          value={formatCount(delivery.failing)}
          note="Failed at least once"
        />
        {delivery.oldest_at ? (
          <OverviewTile
            label="Oldest waiting"
            icon={Timer}
            value={formatDate(delivery.oldest_at)}
            note={`Since ${formatTime(delivery.oldest_at)}`}
          />
        ) : null}
      </ul>
      <p className="text-sm text-muted-foreground">
        Each mail is retried, less often as time goes by, until it is sent.
      </p>
      <GivenUp count={delivery.given_up} />
      <FormAlert message={retry.error ? readErrorMessage(retry.error) : null} />
      <ul aria-label="Mail waiting to be sent" className="divide-y divide-border">
        {delivery.unsent.map((mail) => (
          <UnsentMailItem
            key={mail.id}
            mail={mail}
            readAt={readAt}
            pending={retry.isPending && retry.variables === mail.id}
            onRetry={() => retry.mutate(mail.id)}
          />
        ))}
      </ul>
      {delivery.waiting > shown ? (
        <p className="text-sm text-muted-foreground">The oldest {shown} are listed.</p>
      ) : null}
    </div>
  );
}

/** Mail delivery: "All mail delivered", or what waits to be sent and why, with Retry now. */
export function MailDeliverySection() {
  const query = useMailDelivery();
  return (
    <OverviewSection title="Mail delivery">
      <QueryState
        query={query}
        what="mail delivery"
        compact
        fallback={<ListSkeleton label="Loading mail delivery" rows={1} rowClassName="h-5" />}
      >
        {(delivery) => <MailDeliveryContent delivery={delivery} readAt={query.dataUpdatedAt} />}
      </QueryState>
    </OverviewSection>
  );
}
