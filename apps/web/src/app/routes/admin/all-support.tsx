import { SupportCenter } from '@/features/support-center/components/support-center';

/** Admin: every support request, contact-form message and application. */
export default function AllSupportRoute() {
  return (
    <div className="mx-auto max-w-7xl">
      <SupportCenter />
    </div>
  );
}
