import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ZIdParamsSchema } from './params.js';
import { ZPageQuerySchema, ZPaginatedSchema } from './pagination.js';
import {
  SUPPORT_REQUEST_PRIORITIES,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TYPES,
  type TSupportRequestPriority,
  type TSupportRequestStatus,
  type TSupportRequestType,
} from './support.js';

/** Users' support requests (`ticket`), answered in the admins' Support Center. */
export const SUPPORT_CATEGORIES = ['billing', 'technical', 'account', 'feature_request', 'other'] as const;
export type TSupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<TSupportCategory, string> = {
  billing: 'Billing',
  technical: 'Technical',
  account: 'Account',
  feature_request: 'Feature request',
  other: 'Other',
};
/** The public forms' categories: the contact form's, and an application's kind. */
export const SUPPORT_FORM_CATEGORY_LABELS: Record<string, string> = {
  general: 'General',
  business: 'Business',
  partner: 'Partner',
};

/** A request's category in words (a user's or a public form's); one not listed is shown as stored. */
export function supportCategoryLabel(category: string): string {
  return (
    (SUPPORT_CATEGORY_LABELS as Record<string, string>)[category] ??
    SUPPORT_FORM_CATEGORY_LABELS[category] ??
    category
  );
}

export const SUPPORT_PRIORITY_LABELS: Record<TSupportRequestPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
};
export const SUPPORT_STATUS_LABELS: Record<TSupportRequestStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};
export const SUPPORT_TYPE_LABELS: Record<TSupportRequestType, string> = {
  ticket: 'Support request',
  contact: 'Contact form',
  application: 'Application',
};

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_ATTACHMENTS_MAX = 3;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What the picker accepts: PNG, JPEG and WebP, which the server re-encodes (anything else is refused). */
export const SUPPORT_ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/webp';

const message = z
  .string('Write your message.')
  .trim()
  .min(1, 'Write your message.')
  .max(SUPPORT_MESSAGE_MAX, `Use at most ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters.`);

/**
 * POST support/requests/ (multipart: these fields, and up to three `attachments` images of at
 * most 5 MB each). Opening one spends one support request of the user's balance.
 */
export const ZSupportRequestCreateSchema = z.object({
  subject: z
    .string('Write a subject.')
    .trim()
    .min(1, 'Write a subject.')
    .max(SUPPORT_SUBJECT_MAX, `Use at most ${SUPPORT_SUBJECT_MAX} characters.`),
  category: z.enum(SUPPORT_CATEGORIES, 'Pick a category.'),
  priority: z.enum(SUPPORT_REQUEST_PRIORITIES, 'Pick a priority.').default('normal'),
  message,
});
export type TSupportRequestCreate = z.input<typeof ZSupportRequestCreateSchema>;

/**
 * POST support/requests/{id}/messages/: JSON `{ message }`, or multipart with `message` and up
 * to three `attachments`.
 */
export const ZSupportReplySchema = z.object({ message });
export type TSupportReply = z.infer<typeof ZSupportReplySchema>;

/** Said under `attachments` when a JSON reply names some: images travel only as multipart. */
export const SUPPORT_JSON_ATTACHMENTS_TEXT = 'Send images as multipart/form-data, in attachments.';

/**
 * The reply's body as the route declares it (and the OpenAPI document shows it, for both media
 * types): `attachments` are files, multipart only; a JSON body that names them is refused.
 */
export const ZSupportReplyBodySchema = ZSupportReplySchema.extend({
  attachments: z
    .array(z.string().meta({ format: 'binary' }))
    .optional()
    .refine((files) => files === undefined, SUPPORT_JSON_ATTACHMENTS_TEXT)
    .meta({
      description: `Multipart only: up to ${SUPPORT_ATTACHMENTS_MAX} PNG, JPEG or WebP images of 5 MB at most.`,
    }),
});

/** An image sent with a message: re-encoded to WebP, behind signed links good for minutes. */
export const ZSupportAttachmentSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TSupportAttachment = z.infer<typeof ZSupportAttachmentSchema>;

/** One message of a thread: the asker's or an admin's (names only: admins stay "Support"). */
export const ZSupportMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['asker', 'admin']),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(ZSupportAttachmentSchema),
});
export type TSupportMessage = z.infer<typeof ZSupportMessageSchema>;

/** A user's request in their list; `unread` when Support wrote since the user last opened it. */
export const ZSupportRequestSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: z.string(),
  priority: z.enum(SUPPORT_REQUEST_PRIORITIES),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  created_at: z.string(),
  last_activity_at: z.string(),
  unread: z.boolean(),
});
export type TSupportRequestSummary = z.infer<typeof ZSupportRequestSummarySchema>;

export const ZSupportRequestDetailSchema = ZSupportRequestSummarySchema.extend({
  messages: z.array(ZSupportMessageSchema),
});
export type TSupportRequestDetail = z.infer<typeof ZSupportRequestDetailSchema>;

export const ZSupportRequestsQuerySchema = ZPageQuerySchema.extend({
  status: z.enum(SUPPORT_REQUEST_STATUSES, 'Pick open, answered or closed.').optional(),
});
export type TSupportRequestsQuery = z.infer<typeof ZSupportRequestsQuerySchema>;
export const ZSupportRequestsResponseSchema = ZPaginatedSchema(ZSupportRequestSummarySchema);
export type TSupportRequestsResponse = z.infer<typeof ZSupportRequestsResponseSchema>;

/** POST support/requests/: the request opened and the support requests left. */
export const ZSupportRequestOpenedSchema = z.object({
  request: ZSupportRequestDetailSchema,
  balance: z.number().int(),
});
export type TSupportRequestOpened = z.infer<typeof ZSupportRequestOpenedSchema>;

export const ZSupportRequestParamsSchema = ZIdParamsSchema('Request id');

/** A reply's JSON body, checked; a multipart reply has none here (null): its form is read by the route. */
export const ZSupportReplyRequestSchema = z.preprocess(
  (body) => body ?? undefined,
  ZSupportReplyBodySchema.optional(),
);

/** The signed-in user's support requests, under support/requests/. */
export const supportRequestEndpoints = {
  /** Latest activity first, a page at a time; `status` narrows them. */
  list: endpoint({
    method: 'GET',
    path: 'support/requests/',
    query: ZSupportRequestsQuerySchema,
    status: 200,
    answer: ZSupportRequestsResponseSchema,
    errors: [400, 401],
  }),
  /** Multipart: ZSupportRequestCreateSchema's fields and the `attachments`; spends one support request. */
  create: endpoint({
    method: 'POST',
    path: 'support/requests/',
    status: 201,
    answer: ZSupportRequestOpenedSchema,
    errors: [400, 401, 402, 413, 415, 429],
  }),
  /** The thread with every message; Support's replies are marked read. */
  get: endpoint({
    method: 'GET',
    path: 'support/requests/:id/',
    params: ZSupportRequestParamsSchema,
    status: 200,
    answer: ZSupportRequestDetailSchema,
    errors: [400, 401, 404],
  }),
  /** JSON `{ message }`, or multipart with `message` and the `attachments`; free, limited per hour. */
  reply: endpoint({
    method: 'POST',
    path: 'support/requests/:id/messages/',
    params: ZSupportRequestParamsSchema,
    body: ZSupportReplyRequestSchema,
    status: 201,
    answer: ZSupportRequestDetailSchema,
    errors: [400, 401, 404, 409, 413, 415, 429],
  }),
  close: endpoint({
    method: 'POST',
    path: 'support/requests/:id/close/',
    params: ZSupportRequestParamsSchema,
    status: 200,
    answer: ZSupportRequestDetailSchema,
    errors: [400, 401, 404],
  }),
  reopen: endpoint({
    method: 'POST',
    path: 'support/requests/:id/reopen/',
    params: ZSupportRequestParamsSchema,
    status: 200,
    answer: ZSupportRequestDetailSchema,
    errors: [400, 401, 404],
  }),
};

// ── Admins: the Support Center (admin/support/) ──

export const SUPPORT_SORTS = ['last_activity', '-last_activity', 'created', '-created', 'priority'] as const;
export type TSupportSort = (typeof SUPPORT_SORTS)[number];
export const SUPPORT_SORT_LABELS: Record<TSupportSort, string> = {
  '-last_activity': 'Latest activity first',
  last_activity: 'Oldest activity first',
  '-created': 'Newest first',
  created: 'Oldest first',
  priority: 'Highest priority first',
};

export const ZAdminSupportQuerySchema = ZPageQuerySchema.extend({
  type: z.enum(SUPPORT_REQUEST_TYPES, 'Pick a type.').optional(),
  status: z.enum(SUPPORT_REQUEST_STATUSES, 'Pick open, answered or closed.').optional(),
  priority: z.enum(SUPPORT_REQUEST_PRIORITIES, 'Pick low, normal or high.').optional(),
  category: z.string().trim().max(32, 'Pick a category.').optional(),
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
  sort: z.enum(SUPPORT_SORTS, 'Pick a sort order.').default('-last_activity'),
});
export type TAdminSupportQuery = z.infer<typeof ZAdminSupportQuerySchema>;

/** A request in the Support Center: who asked, and whether it waits for an answer. */
export const ZAdminSupportSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(SUPPORT_REQUEST_TYPES),
  subject: z.string(),
  category: z.string(),
  priority: z.enum(SUPPORT_REQUEST_PRIORITIES),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  name: z.string(),
  email: z.string(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  last_activity_at: z.string(),
  /** Open with the asker's message last: nobody has answered it yet. */
  unanswered: z.boolean(),
});
export type TAdminSupportSummary = z.infer<typeof ZAdminSupportSummarySchema>;

export const ZSupportStatusCountsSchema = z.object(
  Object.fromEntries(SUPPORT_REQUEST_STATUSES.map((status) => [status, z.number().int()])) as Record<
    TSupportRequestStatus,
    z.ZodNumber
  >,
);
export type TSupportStatusCounts = z.infer<typeof ZSupportStatusCountsSchema>;

export const ZAdminSupportListSchema = ZPaginatedSchema(ZAdminSupportSummarySchema).extend({
  /** Per status, over the other filters (type, priority, category, search). */
  counts: ZSupportStatusCountsSchema,
});
export type TAdminSupportList = z.infer<typeof ZAdminSupportListSchema>;

/** An admin's view of a message: internal notes included, marked. */
export const ZAdminSupportMessageSchema = ZSupportMessageSchema.extend({ internal: z.boolean() });
export type TAdminSupportMessage = z.infer<typeof ZAdminSupportMessageSchema>;

export const ZAdminSupportDetailSchema = ZAdminSupportSummarySchema.extend({
  /** An application's company, website and team size; null for the others. */
  // An object of any keys rather than z.record, which would join the zod chunk every page loads.
  details: z.object({}).catchall(z.string()).nullable(),
  messages: z.array(ZAdminSupportMessageSchema),
});
export type TAdminSupportDetail = z.infer<typeof ZAdminSupportDetailSchema>;

/** POST admin/support/{id}/messages/: a reply to the asker (mailed), or an internal note. */
export const ZAdminSupportReplySchema = z.object({
  message,
  internal: z.boolean().default(false),
});
export type TAdminSupportReply = z.input<typeof ZAdminSupportReplySchema>;

/** PATCH admin/support/{id}/. */
export const ZAdminSupportUpdateSchema = z
  .object({
    status: z.enum(SUPPORT_REQUEST_STATUSES, 'Pick open, answered or closed.').optional(),
    priority: z.enum(SUPPORT_REQUEST_PRIORITIES, 'Pick low, normal or high.').optional(),
  })
  .refine(
    (value) => value.status !== undefined || value.priority !== undefined,
    'Change the status or the priority.',
  );
export type TAdminSupportUpdate = z.infer<typeof ZAdminSupportUpdateSchema>;

/** GET/PUT admin/support/settings/. */
export const ZSupportSettingsSchema = z.object({
  /** Every admin gets an email for each new request. */
  notify_admins: z.boolean('Choose on or off.'),
});
export type TSupportSettings = z.infer<typeof ZSupportSettingsSchema>;

/** GET admin/support/summary/: the sidebar badge. */
export const ZSupportBadgeSchema = z.object({ open: z.number().int() });
export type TSupportBadge = z.infer<typeof ZSupportBadgeSchema>;
