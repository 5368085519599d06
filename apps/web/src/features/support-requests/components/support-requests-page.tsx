import type { TSupportRequestOpened } from '@inkwell/contract';
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { readRequestId, REQUEST_PARAM, withRequest } from '../utils/request-param';
import { NewSupportRequestButton } from './new-support-request-button';
import { SupportRequestList } from './support-request-list';
import { SupportThread } from './support-thread';

interface SupportRequestsPageProps {
  /** Beside the new request's submit: the support requests left. */
  balance: ReactNode;
  /** The support requests left after one was opened. */
  onBalance: (balance: number) => void;
}

/**
 * The user's support requests and the thread the URL names (`?request=`), side by side from
 * 1024 px; below, the thread takes the list's place with a way back.
 */
export function SupportRequestsPage({ balance, onBalance }: SupportRequestsPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = readRequestId(searchParams.get(REQUEST_PARAM));
  const onOpened = (opened: TSupportRequestOpened) => {
    onBalance(opened.balance);
    setSearchParams((current) => withRequest(current, opened.request.id));
  };
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className={cn('min-w-0', selectedId !== undefined && 'hidden lg:block')}>
        <SupportRequestList
          selectedId={selectedId}
          action={
            <NewSupportRequestButton footer={balance} onOpened={onOpened}>
              New request
            </NewSupportRequestButton>
          }
          firstRequest={
            <NewSupportRequestButton footer={balance} onOpened={onOpened} size="default">
              Open your first request
            </NewSupportRequestButton>
          }
        />
      </div>
      {selectedId !== undefined ? (
        <SupportThread key={selectedId} id={selectedId} />
      ) : (
        <Card className="hidden min-h-64 place-content-center justify-items-center gap-2 p-6 text-center text-sm text-muted-foreground lg:grid">
          <MessagesSquare aria-hidden="true" className="size-8 text-brand" />
          <p>Choose a request to read its messages, or open a new one.</p>
        </Card>
      )}
    </div>
  );
}
