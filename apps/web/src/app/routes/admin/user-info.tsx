import { useParams } from 'react-router';
import { UserInfoView } from '@/features/admin-users/components/user-info-view';

/** Admin: one account, read-only. */
export default function UserInfoRoute() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-7xl">
      <UserInfoView key={id} id={id} />
    </div>
  );
}
