import { endpoint } from './endpoint.js';
import {
  ZAdminSupportDetailSchema,
  ZAdminSupportListSchema,
  ZAdminSupportQuerySchema,
  ZAdminSupportReplySchema,
  ZAdminSupportUpdateSchema,
  ZSupportBadgeSchema,
  ZSupportRequestParamsSchema,
  ZSupportSettingsSchema,
} from './support-requests.js';

// ── Admins: the Support Center (admin/support/) ──

const one = 'admin/support/:id/' as const;
const params = ZSupportRequestParamsSchema;

/**
 * Every support request, contact message and application: the list (counted per status), the
 * number open (the sidebar's badge), one request with its thread and notes, a reply or an
 * internal note (answered with the whole request), a new status or priority.
 */
export const adminSupportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'admin/support/',
    query: ZAdminSupportQuerySchema,
    status: 200,
    answer: ZAdminSupportListSchema,
    errors: [400, 401, 403],
  }),
  summary: endpoint({
    method: 'GET',
    path: 'admin/support/summary/',
    status: 200,
    answer: ZSupportBadgeSchema,
    errors: [401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: one,
    params,
    status: 200,
    answer: ZAdminSupportDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  reply: endpoint({
    method: 'POST',
    path: 'admin/support/:id/messages/',
    params,
    body: ZAdminSupportReplySchema,
    status: 201,
    answer: ZAdminSupportDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  update: endpoint({
    method: 'PATCH',
    path: one,
    params,
    body: ZAdminSupportUpdateSchema,
    status: 200,
    answer: ZAdminSupportDetailSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** Whether admins get an email for each new request: read, and set. */
export const supportSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'admin/support/settings/',
    status: 200,
    answer: ZSupportSettingsSchema,
    errors: [401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: 'admin/support/settings/',
    body: ZSupportSettingsSchema,
    status: 200,
    answer: ZSupportSettingsSchema,
    errors: [400, 401, 403],
  }),
};
