import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PlanPicker } from './plan-picker';

export const BUY_MORE_TITLE = 'Choose a pack or build your own';

interface BuyMorePanelProps {
  /** The id the opening button's aria-controls names. */
  id: string;
  onClose: () => void;
}

/**
 * The plan picker inside the user area (decision 014): the same packs, calculator and gateway
 * chooser as the public pricing, opened in place from Current Plan's Buy more.
 */
export function BuyMorePanel({ id, onClose }: BuyMorePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-20 gap-6 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {BUY_MORE_TITLE}
          </h2>
          <p className="text-sm text-muted-foreground">
            One-time payments: whatever you buy adds to your balances and raises your limits.
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close the plans" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <PlanPicker />
    </section>
  );
}
