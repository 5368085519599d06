import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Spinner } from './spinner';

const tones = {
  // role="status" is announced politely; role="alert" at once.
  success: {
    role: 'status',
    Icon: CircleCheck,
    box: 'border-success/30 bg-success/10',
    icon: 'text-success',
  },
  info: {
    role: 'status',
    Icon: Info,
    box: 'border-border bg-muted/60',
    icon: 'text-brand',
  },
  error: {
    role: 'alert',
    Icon: CircleAlert,
    box: 'border-destructive/30 bg-destructive/10',
    icon: 'text-destructive',
  },
} as const;

type TAlertProps = {
  title: string;
  children?: ReactNode;
  className?: string;
  /** Shows a spinner instead of the tone's icon while something is in progress. */
  busy?: boolean;
  /** A control at the end of the alert, e.g. a Dismiss button. */
  action?: ReactNode;
};

function Alert({
  tone,
  title,
  children,
  className,
  busy = false,
  action,
}: TAlertProps & { tone: keyof typeof tones }) {
  const { role, Icon, box, icon } = tones[tone];
  return (
    <div
      role={role}
      aria-busy={busy || undefined}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm text-foreground', box, className)}
    >
      {busy ? (
        <Spinner className={cn('mt-0.5 size-5', icon)} />
      ) : (
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon)} />
      )}
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="text-muted-foreground">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0 self-start">{action}</div> : null}
    </div>
  );
}

/** A success message that screen readers announce (role="status"). */
export function SuccessAlert(props: TAlertProps) {
  return <Alert tone="success" {...props} />;
}

/** An error message that screen readers announce at once (role="alert"). */
export function ErrorAlert(props: TAlertProps) {
  return <Alert tone="error" {...props} />;
}

/** A neutral notice that screen readers announce politely (role="status"). */
export function InfoAlert(props: TAlertProps) {
  return <Alert tone="info" {...props} />;
}
