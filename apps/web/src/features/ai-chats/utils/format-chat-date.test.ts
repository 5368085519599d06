import { DEFAULT_DATE_SETTINGS } from '@inkwell/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setDateSettings } from '@/lib/date-settings';
import { formatChatDate } from './format-chat-date';

afterEach(() => setDateSettings(DEFAULT_DATE_SETTINGS));

describe('a chat list’s dates', () => {
  const now = new Date('2026-03-10T22:30:00Z');

  it('says the time for today on the settings’ clock, the day without its year this year', () => {
    setDateSettings({ date_format: 'dd/MM/yyyy', time_format: '24h', time_zone: 'UTC' });
    expect(formatChatDate('2026-03-10T21:05:00Z', now)).toBe('21:05');
    expect(formatChatDate('2026-03-02T09:00:00Z', now)).toBe('02/03');
    expect(formatChatDate('2025-12-24T09:00:00Z', now)).toBe('24/12/2025');
  });

  it('counts today in the admins’ zone, not the browser’s', () => {
    // 22:30 UTC is 07:30 the next day in Tokyo: an answer at 21:05 UTC was "today" there too.
    setDateSettings({ date_format: 'MMM d, yyyy', time_format: '12h', time_zone: 'Asia/Tokyo' });
    expect(formatChatDate('2026-03-10T21:05:00Z', now)).toBe('6:05 AM');
    expect(formatChatDate('2026-03-10T14:00:00Z', now)).toBe('Mar 10');
  });
});
