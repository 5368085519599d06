import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

const SIDEBAR_WIDTH_MOBILE = '18rem';

interface SidebarSheetProps {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The sidebar below 768 px: a sheet from the left (a Radix dialog). Loaded when it is first
 * opened, so the user area's first load carries no dialog or scroll-locking code (issue 10).
 */
export default function SidebarSheet({ label, open, onOpenChange, children }: SidebarSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          data-mobile="true"
          data-sidebar="sidebar"
          style={{ width: SIDEBAR_WIDTH_MOBILE }}
          className="fixed inset-y-0 left-0 z-50 flex max-w-[88vw] flex-col border-r border-border bg-sidebar text-sidebar-foreground shadow-2xl outline-none data-[state=open]:animate-[slide-in-left_200ms_ease-out]"
        >
          <Dialog.Title className="sr-only">{label}</Dialog.Title>
          <nav aria-label={label} className="flex h-full flex-col">
            {children}
          </nav>
          <Dialog.Close className="absolute top-3 right-3 grid size-8 place-items-center rounded-lg text-muted-foreground focus-ring hover:bg-muted hover:text-foreground">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close sidebar</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
