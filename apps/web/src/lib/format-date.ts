import { formatDisplayDate } from '@inkwell/contract';
import { getDateSettings } from './date-settings';

/**
 * A date as the Date Display settings show it ("Jan 15, 2026", "15/01/2026"); an unparseable
 * value is shown as it came. `_style` is kept for its callers: every date has the one format.
 */
export function formatDate(iso: string, _style: 'long' | 'short' = 'short'): string {
  return formatDisplayDate(iso, getDateSettings());
}

/** A date with its time of day ("Jan 15, 2026, 10:00 AM" or "15/01/2026, 10:00"). */
export function formatDateTime(iso: string): string {
  return formatDisplayDate(iso, getDateSettings(), true);
}

/** The time of day alone ("3:05 PM" or "15:05"), on the settings' clock. */
export function formatTime(iso: string): string {
  const settings = getDateSettings();
  const date = formatDisplayDate(iso, settings);
  const dateTime = formatDisplayDate(iso, settings, true);
  // Both answer the unparseable value as it came: then there is no time to take.
  return dateTime === date ? iso : dateTime.slice(date.length + ', '.length);
}

/** The calendar day of a moment on the settings' clock ("2026-01-15"), for comparing days. */
export function displayDay(iso: string): string {
  return formatDisplayDate(iso, { ...getDateSettings(), date_format: 'yyyy-MM-dd' });
}
