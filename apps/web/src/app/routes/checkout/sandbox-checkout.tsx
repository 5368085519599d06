import { useParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { RequireAuth } from '@/components/layout/require-auth';
import { StandaloneLayout } from '@/components/layout/standalone-layout';
import { SandboxCheckout } from '@/features/orders/components/sandbox-checkout';

/** /checkout/sandbox/:orderId: the Sandbox gateway's page, for the signed-in owner of the order. */
export default function SandboxCheckoutRoute() {
  const { orderId } = useParams();
  return (
    <RequireAuth>
      <StandaloneLayout>
        <Container className="max-w-xl py-10 sm:py-16">
          <SandboxCheckout orderId={Number(orderId)} />
        </Container>
      </StandaloneLayout>
    </RequireAuth>
  );
}
