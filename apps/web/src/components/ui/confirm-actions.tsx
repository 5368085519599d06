import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';
import { PendingButton } from './pending-button';

interface ConfirmActionsProps {
  /** The confirming button's words ("Delete chat", "Refund"). */
  children: ReactNode;
  icon: LucideIcon;
  pending: boolean;
  onConfirm: () => void;
  /** A destructive action (the default) is red; a harmless one (closing a request) is not. */
  destructive?: boolean;
}

/** A confirmation dialog's buttons: Cancel, then the action, stacked on phones. */
export function ConfirmActions({
  children,
  icon,
  pending,
  onConfirm,
  destructive = true,
}: ConfirmActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="ghost">Cancel</Button>
      </DialogClose>
      <PendingButton
        pending={pending}
        icon={icon}
        onClick={onConfirm}
        {...(destructive ? { variant: 'destructive' as const } : {})}
      >
        {children}
      </PendingButton>
    </div>
  );
}
