/** A day's label on an axis or in a table: "Mar 5" (the date is the zone's own, so read as UTC). */
export function formatChartDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime())
    ? date
    : day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
