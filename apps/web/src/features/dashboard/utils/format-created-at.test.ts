import { describe, expect, it } from 'vitest';
import { formatCreatedAt } from './format-created-at';

const now = new Date('2026-03-10T12:00:00Z');

describe('formatCreatedAt', () => {
  it.each([
    ['2026-03-10T11:59:30Z', 'just now'],
    ['2026-03-10T11:55:00Z', '5 minutes ago'],
    ['2026-03-10T09:00:00Z', '3 hours ago'],
    ['2026-03-09T08:00:00Z', 'yesterday'],
    ['2026-03-06T12:00:00Z', '4 days ago'],
    ['2026-02-20T12:00:00Z', 'Feb 20, 2026'],
    ['soon', 'soon'],
  ])('says %s as "%s"', (iso, text) => {
    expect(formatCreatedAt(iso, now)).toBe(text);
  });
});
