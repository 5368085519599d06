import { useEffect } from 'react';
import type { TNavBadges } from '@/components/layout/user-nav-links';
import { paths } from '@/config/paths';
import { useSupportBadge } from '../api/get-support-badge';
import { openRequestsLabel } from '../utils/support-labels';

interface AdminNavBadgesProps {
  onChange: (badges: TNavBadges | undefined) => void;
}

/**
 * The admins' sidebar badges: the Support Center's link shows how many requests are open
 * (nothing at zero). Renders nothing; loaded after the page (its code is not in /user's first
 * load), and only for admins.
 */
export default function AdminNavBadges({ onChange }: AdminNavBadgesProps) {
  const open = useSupportBadge(true).data?.open ?? 0;
  useEffect(() => {
    onChange(open > 0 ? { [paths.allSupport]: { count: open, label: openRequestsLabel(open) } } : undefined);
  }, [open, onChange]);
  return null;
}
