import type { TUserRole } from '@inkwell/contract';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ROLE_LABELS } from '../utils/user-labels';

/** "Admin" stands out; "User" is quiet. */
export function UserRoleBadge({ role }: { role: TUserRole }) {
  return role === 'admin' ? (
    <Badge variant="soft">
      <ShieldCheck aria-hidden="true" />
      {ROLE_LABELS.admin}
    </Badge>
  ) : (
    <Badge variant="muted">{ROLE_LABELS.user}</Badge>
  );
}
