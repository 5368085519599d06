import type { TAdminUser } from '@inkwell/contract';
import { cn } from '@/lib/utils';
import { UserRow } from './user-row';

const COLUMNS = ['Name and email', 'Role', 'Plan', 'Confirmed', 'Blocked', 'Joined', 'Last sign-in'];
const IP_COLUMN = 'IP addresses';

interface UserTableProps {
  users: TAdminUser[];
  /** Whether the IP settings show IPs: their columns are left out when not. */
  showIps: boolean;
  /** The page a row's name opens. */
  pathOf: (id: number) => string;
  /** A newer page or filter is loading: the old rows stay, dimmed. */
  busy: boolean;
}

/** The accounts as a table in a wide card (scrolling sideways if it must) and as stacked cards in a narrow one. */
export function UserTable({ users, showIps, pathOf, busy }: UserTableProps) {
  const columns = showIps ? [...COLUMNS, IP_COLUMN] : COLUMNS;
  return (
    <div className="@4xl:overflow-x-auto">
      <table
        role="table"
        aria-label="Users"
        aria-busy={busy || undefined}
        className={cn('w-full text-sm transition-opacity @max-4xl:block', busy && 'opacity-60')}
      >
        <thead role="rowgroup" className="@max-4xl:sr-only">
          <tr role="row" className="border-b border-border bg-muted/40">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-2.5 py-2.5 text-left font-medium whitespace-nowrap text-muted-foreground first:pl-5 last:pr-5"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-border @max-4xl:block">
          {users.map((user) => (
            <UserRow key={user.id} user={user} to={pathOf(user.id)} showIps={showIps} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
