import type { TUnsentMail } from '@inkwell/contract';
import { RotateCw } from 'lucide-react';
import { PendingButton } from '@/components/ui/pending-button';
import { formatDateTime } from '@/lib/format-date';
import { countOf } from '../utils/overview-figures';

interface UnsentMailItemProps {
  mail: TUnsentMail;
  /** When the list was read (ms): a next attempt before it is due now. */
  readAt: number;
  pending: boolean;
  onRetry: () => void;
}

/** One mail waiting to be sent: to whom, what, how it went so far, and Retry now. */
export function UnsentMailItem({ mail, readAt, pending, onRetry }: UnsentMailItemProps) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3 text-sm">
      <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
        <span className="font-medium break-all">{mail.to}</span>
        <span className="truncate text-muted-foreground">{mail.subject}</span>
        <span className="text-muted-foreground">
          {countOf(mail.attempts, 'attempt')},{' '}
          {Date.parse(mail.next_attempt_at) <= readAt
            ? 'next one due now'
            : `next at ${formatDateTime(mail.next_attempt_at)}`}
        </span>
        {mail.error ? <span className="break-words text-destructive">{mail.error}</span> : null}
      </div>
      <PendingButton variant="outline" size="sm" icon={RotateCw} pending={pending} onClick={onRetry}>
        Retry now <span className="sr-only">the mail to {mail.to}</span>
      </PendingButton>
    </li>
  );
}
