import { isCustomPlan, type TPlanPack } from '@inkwell/contract';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { CreateOrderForm } from '@/features/admin-orders/components/create-order-form';
import { usePlans } from '@/features/payments/api/get-plans';

/** The user a link names (`?user=42`, from a user's page); null without a valid one. */
function readUserId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Admin: a manual order for a user, from the packs for sale (payments) or custom quantities. */
export default function CreateOrderRoute() {
  const [params] = useSearchParams();
  const plans = usePlans();
  return (
    <div className="mx-auto max-w-3xl">
      <Card className="p-5 sm:p-6">
        <QueryState
          query={plans}
          what="the packs"
          fallback={<ListSkeleton label="Loading the packs" rows={4} rowClassName="h-12" />}
        >
          {(list) => (
            <CreateOrderForm
              packs={list.filter((plan): plan is TPlanPack => !isCustomPlan(plan))}
              initialUserId={readUserId(params.get('user'))}
            />
          )}
        </QueryState>
      </Card>
    </div>
  );
}
