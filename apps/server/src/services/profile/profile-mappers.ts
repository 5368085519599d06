import type { TProfileResponse } from '@inkwell/contract';
import type { TUserRow } from '../../db/types.js';

export function toProfile(user: TUserRow): TProfileResponse {
  return {
    id: user.id,
    full_name: user.full_name,
    email: user.email,
    pending_email: user.pending_email,
    avatar: user.avatar,
    plan: user.plan,
    role: user.role,
    is_admin: user.role === 'admin',
    email_confirmed: user.email_confirmed_at !== null,
    date_joined: user.created_at,
  };
}
