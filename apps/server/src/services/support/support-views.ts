import type { TAdminSupportSummary, TSupportRequestSummary } from '@inkwell/contract';
import type { TSupportRequestRow } from '../../db/types.js';

/** How an admin's reply is signed in the asker's thread and mails. */
export const SUPPORT_SIGNATURE = 'Support';

/** A support request in its asker's list: unread when Support wrote since the asker last opened it. */
export function toRequestSummary(row: TSupportRequestRow): TSupportRequestSummary {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    status: row.status,
    created_at: row.created_at,
    last_activity_at: row.last_activity_at,
    unread:
      row.last_author === 'admin' && (row.asker_seen_at === null || row.asker_seen_at < row.last_activity_at),
  };
}

export function toAdminSummary(row: TSupportRequestRow): TAdminSupportSummary {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    status: row.status,
    name: row.name,
    email: row.email,
    user_id: row.user_id,
    created_at: row.created_at,
    last_activity_at: row.last_activity_at,
    unanswered: row.status === 'open' && row.last_author === 'asker',
  };
}
