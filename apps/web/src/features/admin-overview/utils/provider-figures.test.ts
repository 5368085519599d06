import { describe, expect, it } from 'vitest';
import { overviewFixture } from '@/testing/admin-overview-fixtures';
import { failureCounts, formatFailureRate, formatLatency, formatP95 } from './provider-figures';

describe('formatLatency', () => {
  it('shows milliseconds under a second, seconds from one', () => {
    expect(formatLatency(850)).toBe('850 ms');
    expect(formatLatency(999.6)).toBe('1 s');
    expect(formatLatency(1200)).toBe('1.2 s');
    expect(formatLatency(2000)).toBe('2 s');
    expect(formatLatency(12_400)).toBe('12 s');
    expect(formatLatency(null)).toBe('—');
  });
});

describe('formatP95', () => {
  it('shows the bucket bound, "over 60 s" past the last one, "—" without answered calls', () => {
    expect(formatP95(2000, 10)).toBe('≤ 2 s');
    expect(formatP95(250, 1)).toBe('≤ 250 ms');
    expect(formatP95(null, 3)).toBe('over 60 s');
    expect(formatP95(null, 0)).toBe('—');
  });
});

describe('formatFailureRate', () => {
  it('is failed calls over all calls, "—" without calls', () => {
    expect(formatFailureRate(16, 1400)).toBe('1.1%');
    expect(formatFailureRate(0, 12)).toBe('0%');
    expect(formatFailureRate(3, 3)).toBe('100%');
    expect(formatFailureRate(0, 0)).toBe('—');
  });
});

describe('failureCounts', () => {
  it('lists the kinds of failure that happened, labelled, in the contract’s order', () => {
    expect(failureCounts(overviewFixture.provider).map(({ label, count }) => `${label}: ${count}`)).toEqual([
      'Rate limited: 9',
      'Request refused: 2',
      'Provider error: 4',
      'Unreachable or timed out: 1',
    ]);
  });
});
