import { describe, expect, it } from 'vitest';
import { retryDelay } from '../../src/providers/mail/mail-delivery.js';

const POLICY = { firstMs: 30_000, maxMs: 3_600_000 };
const middle = () => 0.5;

describe('retryDelay', () => {
  it('waits 30 s after the first failure, then twice as long each time, up to an hour', () => {
    const waits = [1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelay(attempts, POLICY, middle));
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('spreads each wait by up to a fifth either way', () => {
    expect(retryDelay(2, POLICY, () => 0)).toBe(48_000);
    expect(retryDelay(2, POLICY, () => 0.999_999)).toBeCloseTo(72_000, -1);
    expect(retryDelay(40, POLICY, () => 0.999_999)).toBeLessThanOrEqual(4_320_000);
  });
});
