import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const tones = {
  // role="status" is announced politely; role="alert" at once.
  success: {
    role: 'status',
    Icon: CircleCheck,
    box: 'border-success/30 bg-success/10',
    icon: 'text-success',
  },
  error: {
    role: 'alert',
    Icon: CircleAlert,
    box: 'border-destructive/30 bg-destructive/10',
    icon: 'text-destructive',
  },
} as const;

type TAlertProps = { title: string; children?: ReactNode; className?: string };

function Alert({ tone, title, children, className }: TAlertProps & { tone: keyof typeof tones }) {
  const { role, Icon, box, icon } = tones[tone];
  return (
    <div
      role={role}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm text-foreground', box, className)}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon)} />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="text-muted-foreground">{children}</div> : null}
      </div>
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
