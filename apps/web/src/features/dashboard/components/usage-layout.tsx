import type { ReactNode } from 'react';

/** The charts on the left and the totals beside them (above them on a phone). */
export function UsageLayout({ totals, charts }: { totals: ReactNode; charts: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_14rem]">
      {totals}
      <div className="min-w-0 lg:order-first">{charts}</div>
    </div>
  );
}
