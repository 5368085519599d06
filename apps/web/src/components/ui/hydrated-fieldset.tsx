import { useEffect, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration';

interface HydratedFieldsetProps {
  children: ReactNode;
  /** The id of the control to focus once the form is usable (`autoFocus` cannot land on a disabled one). */
  focusWhenReady?: string;
}

/**
 * A form's controls, disabled while the page is prerendered HTML not yet hydrated (decision 020):
 * text typed then would be lost when the app takes the form over, and a native submit would
 * send it as a GET, password included. Laid out as if it were not there (`display: contents`).
 */
export function HydratedFieldset({ children, focusWhenReady }: HydratedFieldsetProps) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && focusWhenReady) document.getElementById(focusWhenReady)?.focus();
  }, [hydrated, focusWhenReady]);
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
