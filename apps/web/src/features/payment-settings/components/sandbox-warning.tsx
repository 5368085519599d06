import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { usePaymentGateways } from '../api/get-payment-gateways';
import { SANDBOX_CODE, SANDBOX_WARNING } from '../utils/gateway-state';

/**
 * The admin's dashboard warning while the Sandbox is on (it also shows on Payment Settings):
 * anyone signed in can get a plan without paying. Nothing while loading, on error or when off.
 */
export function SandboxWarning() {
  const { data: gateways } = usePaymentGateways();
  const sandboxOn = gateways?.some((gateway) => gateway.code === SANDBOX_CODE && gateway.enabled);
  if (!sandboxOn) return null;
  return (
    <ErrorAlert
      title={SANDBOX_WARNING}
      action={
        <Link
          to={paths.settingsPayments}
          className="text-sm font-semibold whitespace-nowrap text-brand hover:underline"
        >
          Payment Settings
        </Link>
      }
    />
  );
}
