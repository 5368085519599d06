import type { TSupportRequestOpened } from '@inkwell/contract';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';

const loadNewRequestDialog = () => import('./new-support-request-dialog');

interface NewSupportRequestButtonProps {
  /** "New request", "Open your first request". */
  children: ReactNode;
  footer: ReactNode;
  onOpened: (opened: TSupportRequestOpened) => void;
  size?: 'sm' | 'default';
}

/** Opens the new request's form in a dialog whose code loads on first use. */
export function NewSupportRequestButton({
  children,
  footer,
  onOpened,
  size = 'sm',
}: NewSupportRequestButtonProps) {
  return (
    <LoadOnOpen
      load={loadNewRequestDialog}
      popup="dialog"
      props={{ footer, onOpened }}
      trigger={
        <Button size={size}>
          <Plus aria-hidden="true" />
          {children}
        </Button>
      }
    />
  );
}
