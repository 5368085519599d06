import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

interface PendingButtonProps extends ButtonProps {
  /** The action is running: the button is disabled and shows a spinner in place of its icon. */
  pending: boolean;
  icon?: LucideIcon;
}

/** A button that starts a request (a form's submit, an account action). */
export function PendingButton({ pending, icon: Icon, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? <Spinner /> : Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
