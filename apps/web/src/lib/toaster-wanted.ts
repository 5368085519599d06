import { useEffect, useState } from 'react';

/**
 * Whether a toast has been raised yet: the app's Toaster (app/provider.tsx) mounts, and sonner
 * loads, on the first one (lib/toast.ts says why). Apart from lib/toast.ts so that every page's
 * entry carries this flag and not the toasts' code.
 */
let wanted = false;
let tellProvider: (() => void) | undefined;

export function wantToaster(): void {
  wanted = true;
  tellProvider?.();
}

/** True once a toast has been raised: the Toaster is needed from then on. One caller: the provider. */
export function useToasterWanted(): boolean {
  const [, setWanted] = useState(false);
  useEffect(() => {
    tellProvider = () => setWanted(true);
    // A toast raised by an effect below the provider ran before this one.
    if (wanted) tellProvider();
    return () => void (tellProvider = undefined);
  }, []);
  return wanted;
}
