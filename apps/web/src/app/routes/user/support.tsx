import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storeSpentBalance } from '@/features/balance/api/balance-keys';
import { GenerationsLeft } from '@/features/balance/components/generations-left';
import { SupportRequestsPage } from '@/features/support-requests/components/support-requests-page';

/** Support: the user's requests and their threads with Support; a new one spends a support request. */
export default function SupportRoute() {
  const queryClient = useQueryClient();
  const onBalance = useCallback(
    (left: number) => void storeSpentBalance(queryClient, 'support_request_sent', left),
    [queryClient],
  );
  return (
    <div className="mx-auto max-w-6xl">
      <SupportRequestsPage
        balance={<GenerationsLeft capability="support_request_sent" />}
        onBalance={onBalance}
      />
    </div>
  );
}
