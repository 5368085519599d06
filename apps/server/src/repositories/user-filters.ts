import type { TAdminUserSort, TUserRole } from '@inkwell/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import { containsText } from './like-pattern.js';

export interface TUserFilters {
  search?: string | undefined;
  role?: TUserRole | undefined;
  plan?: string | undefined;
  blocked?: boolean | undefined;
  unconfirmed?: boolean | undefined;
}

type TUsersQuery<O> = SelectQueryBuilder<Database, 'users', O>;

export function whereUsers<O>(query: TUsersQuery<O>, filters: TUserFilters): TUsersQuery<O> {
  let q = query;
  const search = filters.search?.trim();
  if (search) q = q.where((eb) => eb.or([containsText('full_name', search), containsText('email', search)]));
  if (filters.role) q = q.where('role', '=', filters.role);
  if (filters.plan) q = q.where('plan', '=', filters.plan);
  if (filters.blocked !== undefined) q = q.where('blocked', '=', filters.blocked);
  if (filters.unconfirmed) q = q.where('email_confirmed_at', 'is', null);
  return q;
}

const SORTS: Record<
  TAdminUserSort,
  { column: 'created_at' | 'full_name' | 'email' | 'last_login_at'; desc: boolean }
> = {
  '-joined': { column: 'created_at', desc: true },
  joined: { column: 'created_at', desc: false },
  name: { column: 'full_name', desc: false },
  '-name': { column: 'full_name', desc: true },
  email: { column: 'email', desc: false },
  '-last_login': { column: 'last_login_at', desc: true },
};

export function orderUsers<O>(query: TUsersQuery<O>, sort: TAdminUserSort): TUsersQuery<O> {
  const { column, desc } = SORTS[sort];
  const direction = desc ? 'desc' : 'asc';
  // Never-signed-in accounts last whichever the engine (NULLs sort differently on each).
  const sorted =
    column === 'last_login_at' ? query.orderBy((eb) => eb('last_login_at', 'is', null), 'asc') : query;
  return sorted.orderBy(column, direction).orderBy('id', direction);
}
