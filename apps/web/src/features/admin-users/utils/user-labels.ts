import type { TUserRole } from '@inkwell/contract';

export const ROLE_LABELS: Record<TUserRole, string> = { user: 'User', admin: 'Admin' };

/** Which of the two lists a row opens: the read-only profile or the edit page. */
export type TUserListMode = 'info' | 'edit';
