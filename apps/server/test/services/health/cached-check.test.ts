import { describe, expect, it } from 'vitest';
import { CachedCheck } from '../../../src/services/health/cached-check.js';

/** A media store's probe as readiness asks it: every few seconds, from every balancer. */
describe('CachedCheck', () => {
  function probe() {
    const state = { calls: 0, failing: false, clock: 0, failures: [] as unknown[] };
    const check = new CachedCheck(
      async () => {
        state.calls += 1;
        if (state.failing) throw new Error('disk full');
      },
      10_000,
      (err) => state.failures.push(err),
      () => state.clock,
    );
    return { state, check };
  }

  it('asks the store once per period, and callers arriving meanwhile share one probe', async () => {
    const { state, check } = probe();
    expect(await Promise.all([check.up(), check.up(), check.up()])).toEqual([true, true, true]);
    state.clock = 9_999;
    expect(await check.up()).toBe(true);
    expect(state.calls).toBe(1);
  });

  it('sees a failure after the period, reports it, and sees the store back after the next one', async () => {
    const { state, check } = probe();
    expect(await check.up()).toBe(true);
    state.failing = true;
    state.clock = 10_000;
    expect(await check.up()).toBe(false);
    expect(state.failures).toEqual([new Error('disk full')]);
    state.failing = false;
    state.clock = 15_000;
    expect(await check.up()).toBe(false);
    state.clock = 20_000;
    expect(await check.up()).toBe(true);
    expect(state.calls).toBe(3);
  });
});
