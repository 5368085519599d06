import type { TAdminSupportDetail, TSupportMessage, TSupportRequestDetail } from '@inkwell/contract';
import type { TSupportAttachmentRow, TSupportMessageRow, TSupportRequestRow } from '../../db/types.js';
import type { SupportAttachments } from './support-attachments.js';
import { SUPPORT_SIGNATURE, toAdminSummary, toRequestSummary } from './support-views.js';

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
      ...toRequestSummary(row),
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
