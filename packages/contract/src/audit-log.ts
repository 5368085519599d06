import { z } from 'zod';
import { ZDaySchema as day } from './admin-orders.js';
import { endpoint } from './endpoint.js';
import { ZPageQuerySchema, ZPaginatedSchema } from './pagination.js';

// ── The audit log (admin/audit-log/): every admin action, who, on what, before and after ──

export const AUDIT_ACTIONS = [
  'order.create',
  'order.refund',
  'user.create',
  'user.update',
  'user.balance_adjust',
  'user.password_reset_link',
  'settings.date',
  'settings.ip',
  'settings.payment_gateway',
  'settings.stripe',
  'settings.trial_balances',
  'settings.ai',
  'support.reply',
  'support.update',
  'support.settings',
  'plan.create',
  'plan.update',
  'plan.remove',
  'plan.reorder',
  'plan.custom',
  'assistant.create',
  'assistant.update',
  'assistant.avatar',
  'assistant.remove',
  'assistant.reorder',
  'template.create',
  'template.update',
  'template.remove',
  'template.reorder',
  'voice.update',
  'voice.previews',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  'order.create': 'Created an order',
  'order.refund': 'Refunded an order',
  'user.create': 'Created a user',
  'user.update': 'Edited a user',
  'user.balance_adjust': 'Adjusted a balance',
  'user.password_reset_link': 'Sent a password-reset link',
  'settings.date': 'Changed the date display',
  'settings.ip': 'Changed the IP settings',
  'settings.payment_gateway': 'Changed a payment gateway',
  'settings.stripe': 'Changed the Stripe keys',
  'settings.trial_balances': 'Changed the trial balances',
  'settings.ai': 'Changed the AI providers',
  'support.reply': 'Answered a support request',
  'support.update': 'Changed a support request',
  'support.settings': 'Changed the support settings',
  'plan.create': 'Added a pack',
  'plan.update': 'Changed a pack',
  'plan.remove': 'Removed a pack',
  'plan.reorder': 'Reordered the packs',
  'plan.custom': 'Changed the custom plan',
  'assistant.create': 'Added an assistant',
  'assistant.update': 'Changed an assistant',
  'assistant.avatar': "Changed an assistant's avatar",
  'assistant.remove': 'Removed an assistant',
  'assistant.reorder': 'Reordered the assistants',
  'template.create': 'Added a template',
  'template.update': 'Changed a template',
  'template.remove': 'Removed a template',
  'template.reorder': 'Reordered the templates',
  'voice.update': 'Changed a voice',
  'voice.previews': 'Regenerated the voice previews',
};

export const AUDIT_TARGET_TYPES = [
  'order',
  'user',
  'settings',
  'support_request',
  'plan',
  'assistant',
  'template',
  'voice',
] as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const ZAuditLogQuerySchema = ZPageQuerySchema.extend({
  admin_id: z.coerce.number('Admin id must be a number.').int().positive().optional(),
  action: z.enum(AUDIT_ACTIONS, 'Pick an action.').optional(),
  target_type: z.enum(AUDIT_TARGET_TYPES, 'Pick a target.').optional(),
  target_id: z.string().trim().max(64, 'Use at most 64 characters.').optional(),
  /** First and last day included (UTC). */
  from: day.optional(),
  to: day.optional(),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuerySchema>;

/** A change's values as they were and became (an object of any keys: no z.record in browser schemas). */
const ZAuditValuesSchema = z.object({}).catchall(z.unknown()).nullable();

export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  /** Null once the admin's account is gone. */
  admin: z.object({ id: z.number().int(), email: z.string(), full_name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.string().nullable(),
  before: ZAuditValuesSchema,
  after: ZAuditValuesSchema,
  /** The admin's IP, when IPs are recorded. */
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const ZAuditLogResponseSchema = ZPaginatedSchema(ZAuditEntrySchema).extend({
  /** Every admin who appears in the log, for the admin filter. */
  admins: z.array(z.object({ id: z.number().int(), email: z.string() })),
});
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponseSchema>;

/** Every admin action, newest first, a page at a time, with the admins who appear in it. */
export const auditLogEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'admin/audit-log/',
    query: ZAuditLogQuerySchema,
    status: 200,
    answer: ZAuditLogResponseSchema,
    errors: [400, 401, 403],
  }),
};
