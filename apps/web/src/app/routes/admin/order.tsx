import { useParams } from 'react-router';
import { OrderView } from '@/features/admin-orders/components/order-view';

/** Admin: one order, keyed by its id so another starts afresh (a refund dialog closed). */
export default function OrderRoute() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-6xl">
      <OrderView key={id} id={id} />
    </div>
  );
}
