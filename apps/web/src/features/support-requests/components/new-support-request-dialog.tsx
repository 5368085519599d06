import type { TSupportRequestOpened } from '@inkwell/contract';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { SupportRequestForm } from './support-request-form';

interface NewSupportRequestDialogProps {
  trigger: ReactElement;
  defaultOpen: boolean;
  /** Beside the submit: the support requests left. */
  footer: ReactNode;
  onOpened: (opened: TSupportRequestOpened) => void;
}

/** The new request's form in a dialog that closes once it is sent. Loaded on first open. */
export default function NewSupportRequestDialog({
  trigger,
  defaultOpen,
  footer,
  onOpened,
}: NewSupportRequestDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:w-[min(40rem,calc(100vw-2rem))]">
        <div className="grid gap-1">
          <DialogTitle>New support request</DialogTitle>
          <DialogDescription>Tell us what happened; we answer here and by email.</DialogDescription>
        </div>
        <SupportRequestForm
          footer={footer}
          onOpened={(opened) => {
            setOpen(false);
            onOpened(opened);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
