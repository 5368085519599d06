import { UserList } from '@/features/admin-users/components/user-list';

/** Admin: every account; a name opens its edit page. */
export default function AllUsersEditRoute() {
  return (
    <div className="mx-auto max-w-7xl">
      <UserList mode="edit" />
    </div>
  );
}
