import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

const SIDES = {
  right: 'right-0 border-l data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
  left: 'left-0 border-r data-[state=open]:animate-[slide-in-left_200ms_ease-out]',
};

interface SheetContentProps extends ComponentProps<typeof Dialog.Content> {
  /** The edge it slides in from: the right (the mobile menu) or the left (the sidebar). */
  side?: keyof typeof SIDES;
  closeLabel?: string;
  closeClassName?: string;
}

/** A dialog sliding in from an edge of the screen, with a close button in its corner. */
export function SheetContent({
  side = 'right',
  closeLabel = 'Close menu',
  closeClassName,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-6 border-border bg-background p-6 shadow-2xl outline-none',
          SIDES[side],
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close
          className={cn(
            'absolute top-5 right-5 grid size-9 place-items-center rounded-lg text-muted-foreground focus-ring hover:bg-muted hover:text-foreground',
            closeClassName,
          )}
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn('text-base font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof Dialog.Description>) {
  return <Dialog.Description className={cn('sr-only', className)} {...props} />;
}
