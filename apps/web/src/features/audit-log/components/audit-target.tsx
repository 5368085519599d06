import type { TAuditAction, TAuditEntry } from '@inkwell/contract';
import { Link } from 'react-router';
import { pages } from '@/config/pages';
import { adminOrderPath, supportRequestPath, userInfoPath } from '@/config/paths';
import { AUDIT_TARGET_LABELS } from '../utils/audit-labels';

type TSettingsPage = 'settingsDate' | 'settingsIp' | 'settingsPayments' | 'settingsAi' | 'allSupport';

/** The settings page each settings change was made on. */
const SETTINGS_PAGES: Partial<Record<TAuditAction, TSettingsPage>> = {
  'settings.date': 'settingsDate',
  'settings.ip': 'settingsIp',
  'settings.payment_gateway': 'settingsPayments',
  'settings.stripe': 'settingsPayments',
  'settings.trial_balances': 'settingsPayments',
  'settings.ai': 'settingsAi',
  'support.settings': 'allSupport',
};

/** The page of an entry's target and what to call it, when it has one. */
function targetLink(entry: TAuditEntry): { to: string; text: string } | null {
  const settingsPage = entry.target_type === 'settings' ? SETTINGS_PAGES[entry.action] : undefined;
  if (settingsPage) return { to: pages[settingsPage].path, text: pages[settingsPage].title };
  const id = entry.target_id;
  const number = Number(id);
  if (!id || !Number.isSafeInteger(number) || number <= 0) return null;
  const text = `${AUDIT_TARGET_LABELS[entry.target_type]} #${id}`;
  if (entry.target_type === 'order') return { to: adminOrderPath(number), text };
  if (entry.target_type === 'user') return { to: userInfoPath(number), text };
  if (entry.target_type === 'support_request') return { to: supportRequestPath(number), text };
  if (entry.target_type === 'plan') return { to: pages.settingsPlans.path, text };
  return null;
}

/** What an action was done to: "Order #12", "User #4", "Date Display settings" (links to them). */
export function AuditTarget({ entry }: { entry: TAuditEntry }) {
  const link = targetLink(entry);
  if (!link) {
    const name = AUDIT_TARGET_LABELS[entry.target_type];
    return <span>{entry.target_id ? `${name}: ${entry.target_id}` : name}</span>;
  }
  return (
    <Link to={link.to} className="rounded-sm font-medium text-brand focus-ring hover:underline">
      {link.text}
    </Link>
  );
}
