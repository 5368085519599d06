import { vi } from 'vitest';

/**
 * jsdom's `location.assign` cannot be spied on (it is unforgeable), so the whole `location` is
 * stubbed with a copy whose `assign` records where the app sends the browser. setup.ts unstubs it.
 */
export function stubLocationAssign() {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}
