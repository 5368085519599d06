import { OrdersList } from '@/features/admin-orders/components/orders-list';

/** Admin: every order, with the revenue of the filtered set, CSV export and Create order. */
export default function AllOrdersRoute() {
  return (
    <div className="mx-auto max-w-7xl">
      <OrdersList />
    </div>
  );
}
