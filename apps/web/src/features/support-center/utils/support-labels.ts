import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_FORM_CATEGORY_LABELS,
  type TSupportRequestPriority,
} from '@inkwell/contract';
import type { Badge } from '@/components/ui/badge';
import type { ComponentProps } from 'react';

type TBadgeVariant = ComponentProps<typeof Badge>['variant'];

/** Where each public form's category comes from, for the filter. */
const FORM_CATEGORY_SOURCES: Record<string, string> = {
  general: 'contact form',
  business: 'application',
  partner: 'application',
};

/** Every category a request can have, for the filter: the users' ones, then the forms'. */
export const SUPPORT_CENTER_CATEGORIES: { value: string; label: string }[] = [
  ...SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] })),
  ...Object.entries(SUPPORT_FORM_CATEGORY_LABELS).map(([value, label]) => ({
    value,
    label: `${label} (${FORM_CATEGORY_SOURCES[value] ?? 'form'})`,
  })),
];

export const PRIORITY_BADGES: Record<TSupportRequestPriority, TBadgeVariant> = {
  high: 'destructive',
  normal: 'outline',
  low: 'muted',
};

/** "1 open request", "3 open requests": the sidebar badge's words. */
export function openRequestsLabel(count: number): string {
  return `${count} open ${count === 1 ? 'request' : 'requests'}`;
}
