import type { ReactNode } from 'react';

/** One usage chart with its caption; the skeleton draws the same frame. */
export function UsageFigure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="grid min-w-0 content-start gap-3">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      {children}
    </figure>
  );
}
