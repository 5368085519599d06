import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the build prerenders a page and while the browser hydrates it (decision 020),
 * true from the render after that, and at once in a page that was not prerendered. What
 * depends on the visitor's own state (session, consent, stored theme) renders its signed-out,
 * default form until then, so hydration finds the prerendered markup as it was written.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
