import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface OverviewSectionProps {
  title: string;
  children: ReactNode;
}

/** One card of the overview, a region named by its heading. */
export function OverviewSection({ title, children }: OverviewSectionProps) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="grid min-w-0 content-start gap-4 p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}
