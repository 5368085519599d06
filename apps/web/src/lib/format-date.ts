/** Dates as people read them ("Jan 15, 2026"); an unparseable value is shown as it came. */
export function formatDate(iso: string, style: 'long' | 'short' = 'short'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: style, day: 'numeric' });
}

/** A date with its time of day ("Jan 15, 2026, 10:00 AM"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}
