import { DEFAULT_DATE_SETTINGS } from '@inkwell/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setDateSettings } from './date-settings';
import { formatDate, formatDateTime, formatTime } from './format-date';

const berlin24 = { date_format: 'dd/MM/yyyy', time_format: '24h', time_zone: 'Europe/Berlin' } as const;

afterEach(() => setDateSettings(DEFAULT_DATE_SETTINGS));

describe('dates as the Date Display settings show them', () => {
  it('writes a moment in the admins’ format, zone and 24-hour clock', () => {
    setDateSettings(berlin24);
    // 23:30 UTC is already the next day in Berlin (UTC+1 in March).
    expect(formatDateTime('2026-03-08T23:30:00Z')).toBe('09/03/2026, 00:30');
    expect(formatDate('2026-03-08T23:30:00Z')).toBe('09/03/2026');
    expect(formatTime('2026-03-08T08:05:00Z')).toBe('09:05');
  });

  it('uses a 12-hour clock with AM/PM in another zone and format', () => {
    setDateSettings({ date_format: 'yyyy-MM-dd', time_format: '12h', time_zone: 'America/New_York' });
    expect(formatDateTime('2026-03-10T14:05:00Z')).toBe('2026-03-10, 10:05 AM');
    expect(formatDate('2026-07-04T03:00:00Z', 'long')).toBe('2026-07-03');
  });

  it('follows the store: the same call answers in the new format once the settings change', () => {
    setDateSettings({ ...DEFAULT_DATE_SETTINGS, time_zone: 'UTC' });
    expect(formatDateTime('2026-01-15T15:00:00Z')).toBe('Jan 15, 2026, 3:00 PM');
    setDateSettings({ date_format: 'dd.MM.yyyy', time_format: '24h', time_zone: 'UTC' });
    expect(formatDateTime('2026-01-15T15:00:00Z')).toBe('15.01.2026, 15:00');
  });

  it('shows a value it cannot read as it came', () => {
    setDateSettings(berlin24);
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatTime('soon')).toBe('soon');
  });
});
