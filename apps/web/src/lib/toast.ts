/**
 * The app's toasts, as sonner's `toast.success` / `toast.error`, with sonner loaded on the
 * first toast instead of with the page (no page's first load carries it; the Toaster itself
 * mounts after hydration, app/provider.tsx). Resolves once the toast is queued.
 */
const loadSonner = () => import('sonner');

export const toast = {
  success: async (message: string): Promise<void> => {
    (await loadSonner()).toast.success(message);
  },
  error: async (message: string): Promise<void> => {
    (await loadSonner()).toast.error(message);
  },
};
