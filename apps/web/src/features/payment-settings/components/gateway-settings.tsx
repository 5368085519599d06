import { SKELETON_COUNTS, type TAdminPaymentGateway } from '@inkwell/contract';
import { CreditCard } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/components/ui/settings-section';
import { showApiError } from '@/lib/show-api-error';
import { usePaymentGateways } from '../api/get-payment-gateways';
import { useUpdatePaymentGateway } from '../api/update-payment-gateway';
import {
  changeMessage,
  gatewayState,
  NOTHING_LISTED_WARNING,
  SANDBOX_CODE,
  SANDBOX_WARNING,
  withPendingChange,
} from '../utils/gateway-state';
import { GatewayRow } from './gateway-row';

/** `onChanged` runs after each saved change, so what buyers are offered can be refreshed. */
function GatewayList({ gateways, onChanged }: { gateways: TAdminPaymentGateway[]; onChanged: () => void }) {
  const radioName = useId();
  const mutation = useUpdatePaymentGateway();
  const shown = withPendingChange(gateways, mutation.isPending ? mutation.variables : undefined);
  const sandboxOn = shown.some((gateway) => gateway.code === SANDBOX_CODE && gateway.enabled);
  const nothingListed = !shown.some((gateway) => gatewayState(gateway) === 'listed');
  return (
    <div className="grid gap-4">
      {sandboxOn ? <ErrorAlert title={SANDBOX_WARNING} /> : null}
      {nothingListed ? <ErrorAlert title={NOTHING_LISTED_WARNING} /> : null}
      <ul aria-label="Gateways" className="grid gap-3">
        {shown.map((gateway) => (
          <GatewayRow
            key={gateway.id}
            gateway={gateway}
            radioName={radioName}
            disabled={mutation.isPending}
            onChange={(body) =>
              mutation.mutate(
                { id: gateway.id, body },
                {
                  onSuccess: ({ method_name }) => {
                    toast.success(changeMessage(method_name, body));
                    onChanged();
                  },
                  onError: showApiError,
                },
              )
            }
          />
        ))}
      </ul>
    </div>
  );
}

export function GatewaySettings({ onChanged }: { onChanged: () => void }) {
  const query = usePaymentGateways();
  return (
    <SettingsSection
      title="Payment gateways"
      icon={CreditCard}
      description="Which gateways buyers can pay with; the default one is preselected at checkout. Changes save at once."
    >
      <QueryState
        query={query}
        what="the payment gateways"
        fallback={
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading the payment gateways"
            className="grid gap-3"
          >
            {Array.from({ length: SKELETON_COUNTS.gateways }, (_, index) => (
              <Skeleton key={index} data-testid="admin-gateway-skeleton" className="h-18 rounded-xl" />
            ))}
          </div>
        }
      >
        {(gateways) => <GatewayList gateways={gateways} onChanged={onChanged} />}
      </QueryState>
    </SettingsSection>
  );
}
