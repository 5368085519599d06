import type {
  TAdminSupportDetail,
  TAdminSupportSummary,
  TSupportMessage,
  TSupportRequestDetail,
  TSupportRequestSummary,
} from '@inkwell/contract';
import type { TSupportAttachmentRow, TSupportMessageRow, TSupportRequestRow } from '../../db/types.js';
import type { SupportAttachments } from './support-attachments.js';

/** How an admin's reply is signed in the asker's thread and mails. */
export const SUPPORT_SIGNATURE = 'Support';

/** A ticket in its asker's list: unread when Support wrote since the asker last opened it. */
export function toTicketSummary(row: TSupportRequestRow): TSupportRequestSummary {
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

/** A thread's messages with their attachments, as the asker (no notes, "Support") or an admin sees them. */
export class ThreadViews {
  constructor(private readonly attachments: SupportAttachments) {}

  forAsker(
    row: TSupportRequestRow,
    messages: TSupportMessageRow[],
    files: TSupportAttachmentRow[],
  ): TSupportRequestDetail {
    const shown = messages.filter((message) => !message.internal);
    return {
      ...toTicketSummary(row),
      messages: shown.map((message) => ({
        ...this.#message(message, files),
        author_name: message.author === 'admin' ? SUPPORT_SIGNATURE : message.author_name,
      })),
    };
  }

  forAdmin(
    row: TSupportRequestRow,
    messages: TSupportMessageRow[],
    files: TSupportAttachmentRow[],
  ): TAdminSupportDetail {
    return {
      ...toAdminSummary(row),
      details: readDetails(row.details),
      messages: messages.map((message) => ({
        ...this.#message(message, files),
        internal: Boolean(message.internal),
      })),
    };
  }

  #message(message: TSupportMessageRow, files: TSupportAttachmentRow[]): TSupportMessage {
    return {
      id: message.id,
      author: message.author,
      author_name: message.author_name,
      body: message.body,
      created_at: message.created_at,
      attachments: files
        .filter((file) => file.message_id === message.id)
        .map((file) => this.attachments.view(file)),
    };
  }
}

/** An application's fields (company, website, team size) as text, or null. */
function readDetails(details: string | null): Record<string, string> | null {
  if (!details) return null;
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    return null;
  }
}
