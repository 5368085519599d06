import { UserPlus } from 'lucide-react';
import { ListActions } from '@/components/ui/list-actions';
import { PagedList } from '@/components/ui/paged-list';
import { StackedTable } from '@/components/ui/stacked-table';
import { paths, userEditPath, userInfoPath } from '@/config/paths';
import { useAdminUsers } from '../api/get-admin-users';
import { useExportAdminUsers } from '../api/export-admin-users';
import { useUserFilters } from '../hooks/use-user-filters';
import type { TUserListMode } from '../utils/user-labels';
import { ADMIN_USERS_PAGE_SIZE, exportFilter, isFiltered } from '../utils/user-query';
import { UserFilterBar } from './user-filter-bar';
import { UserRow } from './user-row';

const PATHS: Record<TUserListMode, (id: number) => string> = { info: userInfoPath, edit: userEditPath };
const COLUMNS = ['Name and email', 'Role', 'Plan', 'Confirmed', 'Blocked', 'Joined', 'Last sign-in'];
/** Left out when the IP settings hide IPs. */
const IP_COLUMN = 'IP addresses';

/**
 * Every account, filtered and ordered from the URL. Users (`info`) opens each one's profile;
 * Edit User Profiles (`edit`) its edit page.
 */
export function UserList({ mode }: { mode: TUserListMode }) {
  const filters = useUserFilters();
  const { query } = filters;
  const list = useAdminUsers(query);
  const exporting = useExportAdminUsers(exportFilter(query));
  return (
    <PagedList
      query={list}
      what="the users"
      toolbar={
        <>
          <UserFilterBar filters={filters} plans={list.data?.plans ?? []} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
              {list.data ? `${list.data.count} ${list.data.count === 1 ? 'account' : 'accounts'}` : null}
            </p>
            <ListActions
              exporting={exporting}
              create={{ to: paths.createUser, label: 'Create user', icon: UserPlus }}
            />
          </div>
        </>
      }
      filtered={isFiltered(query)}
      empty={{
        noMatch: 'No users match these filters.',
        nothingYet:
          'No accounts yet. People who sign up, and the accounts admins create, will be listed here.',
        onClear: filters.clear,
      }}
      pager={{
        label: 'Pages of users',
        page: query.page,
        pageSize: ADMIN_USERS_PAGE_SIZE,
        onPageChange: filters.setPage,
      }}
    >
      {(page, busy) => (
        <StackedTable
          label="Users"
          columns={page.show_ips ? [...COLUMNS, IP_COLUMN] : COLUMNS}
          busy={busy}
          dense
          scroll
        >
          {page.results.map((user) => (
            <UserRow key={user.id} user={user} to={PATHS[mode](user.id)} showIps={page.show_ips} />
          ))}
        </StackedTable>
      )}
    </PagedList>
  );
}
