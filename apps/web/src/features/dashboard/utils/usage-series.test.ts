import { describe, expect, it } from 'vitest';
import { usageDays } from '@/testing/dashboard-fixtures';
import { formatUsageDay, hasUsage, sumUsage } from './usage-series';

describe('usage series', () => {
  it('sums each tool over the days, in the sidebar’s order, leaving support requests out', () => {
    const totals = sumUsage(
      usageDays({
        0: { chatbots_tokens: 1_000, ai_image_tokens: 1, support_request_sent: 4 },
        29: { chatbots_tokens: 250, ai_image_tokens: 2 },
      }),
    );
    expect(totals.map(({ title, text }) => `${title}: ${text}`)).toEqual([
      'Templates: 0 template generations',
      'AI Images: 3 AI images',
      'AI Chats: 1,250 AI chat tokens',
      'AI Code: 0 code generations',
      'Speech to Text: 0 speech-to-text transcriptions',
      'Text to Speech: 0 text-to-speech generations',
    ]);
    expect(hasUsage(totals)).toBe(true);
  });

  it('counts only a support request as no use of the tools', () => {
    expect(hasUsage(sumUsage(usageDays({ 3: { support_request_sent: 1 } })))).toBe(false);
  });

  it('labels a day by its own date, whatever the browser’s zone', () => {
    expect(formatUsageDay('2026-03-01')).toBe('Mar 1');
    expect(formatUsageDay('not a day')).toBe('not a day');
  });
});
