const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayThisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayOtherYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * When a chat was last active, as a chat list says it: the time today ("3:05 PM"), the day this
 * year ("Mar 2"), the full date before ("Mar 2, 2025"). An unparseable value is shown as it came.
 */
export function formatChatDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === now.toDateString()) return time.format(date);
  return (date.getFullYear() === now.getFullYear() ? dayThisYear : dayOtherYear).format(date);
}

/** The same moment in full, for a tooltip or a screen reader ("Mar 2, 2026, 3:05 PM"). */
export function formatChatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : full.format(date);
}
