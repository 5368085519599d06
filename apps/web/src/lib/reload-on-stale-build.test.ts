import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild, STALE_BUILD_RELOAD_KEY } from './reload-on-stale-build';

/** What Vite dispatches on window when a lazy chunk (or its CSS) failed to load. */
const preloadError = () =>
  new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };

function setUp(now = 1_000_000) {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  const stop = reloadOnStaleBuild({
    target,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    reload,
    now: () => now,
  });
  return { target, storage, reload, stop };
}

describe('reloadOnStaleBuild', () => {
  it('reloads the page when a chunk of an older build is gone, and keeps Vite from throwing', () => {
    const { target, storage, reload } = setUp();
    const event = preloadError();
    target.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(storage.get(STALE_BUILD_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads once: after a reload that did not help, the error is left to show (no loop)', () => {
    const first = setUp(1_000_000);
    first.target.dispatchEvent(preloadError());
    // The page after the reload: same tab (sessionStorage kept), a chunk still missing.
    const after = setUp(1_005_000);
    after.storage.set(STALE_BUILD_RELOAD_KEY, first.storage.get(STALE_BUILD_RELOAD_KEY)!);
    const event = preloadError();
    after.target.dispatchEvent(event);
    expect(after.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('a later deploy, long after the last reload, reloads again', () => {
    const { target, storage, reload } = setUp(1_000_000 + 60 * 60_000);
    storage.set(STALE_BUILD_RELOAD_KEY, '1000000');
    target.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when asked', () => {
    const { target, reload, stop } = setUp();
    stop();
    target.dispatchEvent(preloadError());
    expect(reload).not.toHaveBeenCalled();
  });
});
