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
    />
  );
}
