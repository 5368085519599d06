import type { TAdminUsersResponse } from '@inkwell/contract';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyList } from '@/components/ui/empty-list';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { paths, userEditPath, userInfoPath } from '@/config/paths';
import { useAdminUsers } from '../api/get-admin-users';
import { useExportAdminUsers } from '../api/export-admin-users';
import { useUserFilters } from '../hooks/use-user-filters';
import type { TUserListMode } from '../utils/user-labels';
import { ADMIN_USERS_PAGE_SIZE, exportFilter, isFiltered } from '../utils/user-query';
import { UserFilterBar } from './user-filter-bar';
import { UserTable } from './user-table';

const PATHS: Record<TUserListMode, (id: number) => string> = { info: userInfoPath, edit: userEditPath };

interface UsersPageProps {
  list: TAdminUsersResponse;
  mode: TUserListMode;
  filtered: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onClear: () => void;
  busy: boolean;
}

function UsersPage({ list, mode, filtered, page, onPageChange, onClear, busy }: UsersPageProps) {
  if (list.results.length === 0) {
    return (
      <EmptyList
        filtered={filtered}
        noMatch="No users match these filters."
        nothingYet="No accounts yet. People who sign up, and the accounts admins create, will be listed here."
        onClear={onClear}
      />
    );
  }
  return (
    <>
      <UserTable users={list.results} showIps={list.show_ips} pathOf={PATHS[mode]} busy={busy} />
      <div className="border-t border-border">
        <Pager
          label="Pages of users"
          page={page}
          pageCount={Math.ceil(list.count / ADMIN_USERS_PAGE_SIZE)}
          onPageChange={onPageChange}
          busy={busy}
        />
      </div>
    </>
  );
}

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
    <Card className="@container overflow-hidden">
      <div className="grid gap-4 border-b border-border p-4 sm:p-5">
        <UserFilterBar filters={filters} plans={list.data?.plans ?? []} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {list.data ? `${list.data.count} ${list.data.count === 1 ? 'account' : 'accounts'}` : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <ExportCsvButton exporting={exporting} />
            <Button asChild>
              <Link to={paths.createUser}>
                <UserPlus aria-hidden="true" />
                Create user
              </Link>
            </Button>
          </div>
        </div>
      </div>
      <QueryState
        query={list}
        what="the users"
        errorClassName="m-5"
        fallback={<ListSkeleton label="Loading the users" rows={5} rowClassName="h-14" />}
      >
        {(page) => (
          <UsersPage
            list={page}
            mode={mode}
            filtered={isFiltered(query)}
            page={query.page}
            onPageChange={filters.setPage}
            onClear={filters.clear}
            busy={list.isPlaceholderData}
          />
        )}
      </QueryState>
    </Card>
  );
}
