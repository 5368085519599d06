import { TOAST_DURATION_MS, TOAST_VISIBLE } from '@inkwell/contract';
import { Toaster as SonnerToaster } from 'sonner';
import { useThemeStore } from '@/lib/theme';

/** Toasts at top-center (just below the sticky header), 3 visible, 4000 ms each, rich colours off. */
export default function Toaster() {
  const resolved = useThemeStore((state) => state.resolved);
  return (
    <SonnerToaster
      position="top-center"
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      richColors={false}
      theme={resolved}
      closeButton
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      toastOptions={{ className: 'font-sans' }}
      // The app is written left to right (index.html's lang="en"). Left unset, sonner reads the
      // page's computed direction on every render, which makes the browser compute every style
      // there and then: 220 ms of the home page's first task at Lighthouse's mobile speed.
      dir="ltr"
    />
  );
}
