import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type ZAuditLogQuerySchema } from '@inkwell/contract';
import type { z } from 'zod';
import { datesInOrder, oneOf, readDay, readPage } from '@/lib/url-filters';

/** The audit log's query as the browser sends it (numbers as numbers). */
export type TAuditLogFilters = z.output<typeof ZAuditLogQuerySchema>;

/** How many entries a page lists. */
export const AUDIT_LOG_PAGE_SIZE = 25;

function readId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The log's query from the page's URL; values it does not know are left out, and so is an end
 * date before the start date (the filter bar says why).
 */
export function readAuditLogQuery(params: URLSearchParams): TAuditLogFilters {
  const targetId = params.get('target_id')?.trim().slice(0, 64);
  const from = readDay(params.get('from'));
  const to = readDay(params.get('to'));
  return {
    page: readPage(params.get('page')),
    page_size: AUDIT_LOG_PAGE_SIZE,
    admin_id: readId(params.get('admin_id')),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    target_type: oneOf(AUDIT_TARGET_TYPES, params.get('target_type')),
    target_id: targetId || undefined,
    from,
    to: datesInOrder(from, to) ? to : undefined,
  };
}

/** Any filter is set: an empty page is "no match", not "nothing yet". */
export function isFiltered(query: TAuditLogFilters): boolean {
  return Boolean(
    query.admin_id || query.action || query.target_type || query.target_id || query.from || query.to,
  );
}
