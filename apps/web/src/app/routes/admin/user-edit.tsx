import { useParams } from 'react-router';
import { UserEditView } from '@/features/admin-users/components/user-edit-view';

/** Admin: one account's profile, balances and password-reset link; keyed so another starts afresh. */
export default function UserEditRoute() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-5xl">
      <UserEditView key={id} id={id} />
    </div>
  );
}
