import { isTestModeGateway, type TAdminOrder } from '@inkwell/contract';
import { TestModeBadge } from '@/components/ui/test-mode-badge';

/** The gateway an order went through, marked when it takes no real money (the Sandbox). */
export function GatewayName({ gateway }: { gateway: TAdminOrder['gateway'] }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {gateway.method_name}
      {isTestModeGateway(gateway.code) ? <TestModeBadge /> : null}
    </span>
  );
}
