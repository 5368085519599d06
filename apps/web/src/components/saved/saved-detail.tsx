import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface SavedDetailProps {
  title: string;
  /** Under the title: what it is and when it was made. */
  meta: ReactNode;
  /** Beside the title on wide screens, under it on a phone: Copy, Download, Run again, Delete. */
  actions: ReactNode;
  children: ReactNode;
}

/** One saved item's page: its title, a line about it, its actions, then the item itself. */
export function SavedDetail({ title, meta, actions, children }: SavedDetailProps) {
  return (
    <Card className="grid grid-cols-[minmax(0,1fr)] gap-5 p-4 sm:p-6">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <div className="grid min-w-0 gap-1.5">
          <h2 className="text-lg font-semibold break-words">{title}</h2>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            {meta}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </div>
      <div className="min-w-0 border-t border-border pt-5">{children}</div>
    </Card>
  );
}
