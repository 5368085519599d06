import { useSyncExternalStore } from 'react';

/**
 * The app's toasts, as sonner's `toast.success` / `toast.error`, with sonner loaded on the
 * first toast instead of with the page: no page's first load carries it, and the Toaster
 * (app/provider.tsx) mounts on the first toast too. sonner adds its stylesheet when it loads,
 * and a stylesheet added to a page makes the browser recompute every element's style: on the
 * home page at Lighthouse's mobile speed that was a 270 ms task right after hydration. sonner
 * shows a toast raised before its Toaster mounts once it does. Resolves once the toast is queued.
 */
const loadSonner = () => import('sonner');

let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once a toast has been raised: the Toaster is needed from then on. */
export const useToasterWanted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );

export const toast = {
  success: async (message: string): Promise<void> => {
    wantToaster();
    (await loadSonner()).toast.success(message);
  },
  error: async (message: string): Promise<void> => {
    wantToaster();
    (await loadSonner()).toast.error(message);
  },
};
