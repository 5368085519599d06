import { UserList } from '@/features/admin-users/components/user-list';

/** Admin: every account; a name opens its read-only profile. */
export default function AllUsersInfoRoute() {
  return (
    <div className="mx-auto max-w-7xl">
      <UserList mode="info" />
    </div>
  );
}
