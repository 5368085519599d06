import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A success message that screen readers announce (role="status"). */
export function SuccessAlert({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-xl border border-success/30 bg-success/10 p-4 text-sm text-foreground',
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}

/** An error message that screen readers announce at once (role="alert"). */
export function ErrorAlert({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-xl border border-destructive/30 bg-destructive/10 p-4 text-sm text-foreground',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}
