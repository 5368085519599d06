import { displayDay, formatDate, formatDateTime, formatTime } from '@/lib/format-date';

/**
 * When a chat was last active, as a chat list says it, on the Date Display settings' clock: the
 * time today ("3:05 PM"), the day this year in the settings' format without its year ("Mar 2",
 * "02/03"), the full date before ("Mar 2, 2025"). An unparseable value is shown as it came.
 */
export function formatChatDate(iso: string, now: Date = new Date()): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  const day = displayDay(iso);
  const today = displayDay(now.toISOString());
  if (day === today) return formatTime(iso);
  const date = formatDate(iso);
  // Only the year has four digits: take it out with the separator next to it.
  return day.slice(0, 4) === today.slice(0, 4) ? date.replace(/[\s,./-]*\d{4}[\s,./-]*/, '') : date;
}

/** The same moment in full, for a tooltip or a screen reader ("Mar 2, 2026, 3:05 PM"). */
export const formatChatDateTime = formatDateTime;
