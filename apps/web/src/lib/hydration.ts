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

/**
 * Told once the app has committed its first render (a prerendered page: once it has hydrated).
 * public/before-paint.js holds a button pressed before then and presses it again on this event.
 */
export const APP_READY_EVENT = 'inkwell:app-ready';
