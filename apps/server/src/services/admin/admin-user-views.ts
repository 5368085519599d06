import type { TAdminUser } from '@inkwell/contract';
import type { TUserRow } from '../../db/types.js';
import { csvLine } from './admin-order-views.js';

/** An account as the admin lists show it; IPs only when the IP settings show them. */
export function toAdminUser(user: TUserRow, showIps: boolean): TAdminUser {
  return {
    id: user.id,
    full_name: user.full_name,
    email: user.email,
    role: user.role,
    plan: user.plan,
    confirmed: user.email_confirmed_at !== null,
    blocked: Boolean(user.blocked),
    joined_at: user.created_at,
    last_login_at: user.last_login_at,
    registration_ip: showIps ? user.registration_ip : null,
    last_login_ip: showIps ? user.last_login_ip : null,
  };
}

export function usersCsvHeader(showIps: boolean): string {
  const ips = showIps ? ['registration_ip', 'last_login_ip'] : [];
  return csvLine([
    'id',
    'full_name',
    'email',
    'role',
    'plan',
    'confirmed',
    'blocked',
    'joined_at',
    'last_login_at',
    ...ips,
  ]);
}

export function userCsvLine(user: TUserRow, showIps: boolean): string {
  const row = toAdminUser(user, showIps);
  const ips = showIps ? [row.registration_ip, row.last_login_ip] : [];
  return csvLine([
    row.id,
    row.full_name,
    row.email,
    row.role,
    row.plan,
    String(row.confirmed),
    String(row.blocked),
    row.joined_at,
    row.last_login_at,
    ...ips,
  ]);
}
