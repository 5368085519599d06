import type { TAuditTargetType } from '@inkwell/contract';

/** What each kind of target is called in the log and its filter. */
export const AUDIT_TARGET_LABELS: Record<TAuditTargetType, string> = {
  order: 'Order',
  user: 'User',
  settings: 'Settings',
  support_request: 'Support request',
  plan: 'Plan',
  assistant: 'Assistant',
  template: 'Template',
  voice: 'Voice',
};
