import { useParams } from 'react-router';
import { SupportRequestView } from '@/features/support-center/components/support-request-view';

/** Admin: one support request, keyed by its id so another starts with an empty reply box. */
export default function SupportRequestRoute() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-6xl">
      <SupportRequestView key={id} id={id} />
    </div>
  );
}
