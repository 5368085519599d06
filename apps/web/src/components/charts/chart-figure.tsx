import type { ReactNode } from 'react';

/** One chart with its caption; its skeleton draws the same frame. */
export function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="grid min-w-0 content-start gap-3">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      {children}
    </figure>
  );
}
