import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetTitle } from './sheet';

interface SidebarSheetProps {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The sidebar below 768 px: a sheet from the left. Loaded when it is first opened, so the user
 * area's first load carries no dialog or scroll-locking code (decision 022).
 */
export default function SidebarSheet({ label, open, onOpenChange, children }: SidebarSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeLabel="Close sidebar"
        closeClassName="top-3 right-3 size-8 [&>svg]:size-4"
        aria-describedby={undefined}
        data-mobile="true"
        data-sidebar="sidebar"
        className="w-[min(18rem,88vw)] gap-0 bg-sidebar p-0 text-sidebar-foreground"
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <nav aria-label={label} className="flex h-full flex-col">
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
