import { wantToaster } from './toaster-wanted';

/**
 * The app's toasts, as sonner's `toast.success` / `toast.error`, with sonner loaded on the
 * first toast instead of with the page: no page's first load carries it, and the Toaster
 * (app/provider.tsx) mounts on the first toast too. sonner adds its stylesheet when it loads,
 * and a stylesheet added to a page makes the browser recompute every element's style: on the
 * home page at Lighthouse's mobile speed that was a 270 ms task right after hydration. sonner
 * shows a toast raised before its Toaster mounts once it does. Resolves once the toast is queued.
 */
const loadSonner = () => import('sonner');

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
