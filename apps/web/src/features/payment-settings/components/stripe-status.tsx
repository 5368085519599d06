import type { TStripeSettingsResponse } from '@inkwell/contract';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

const SOURCE_TEXT = { environment: 'Server environment', admin: 'Saved on this page' } as const;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Whether Stripe can take payments and with which keys; a hint of the key, never a secret. */
export function StripeStatus({ settings }: { settings: TStripeSettingsResponse }) {
  return (
    <dl
      aria-label="Stripe status"
      className="grid grid-cols-2 gap-4 rounded-xl border border-border bg-muted/40 p-4 sm:grid-cols-4"
    >
      <Row term="Status">
        {settings.configured ? (
          <Badge variant="success">Configured</Badge>
        ) : (
          <Badge variant="destructive">Not configured</Badge>
        )}
      </Row>
      <Row term="Keys from">{settings.source ? SOURCE_TEXT[settings.source] : '—'}</Row>
      <Row term="Secret key">
        {settings.secret_key_hint ? (
          <code className="font-mono text-[0.8125rem] break-all">{settings.secret_key_hint}</code>
        ) : (
          'Not set'
        )}
      </Row>
      <Row term="Webhook signing secret">{settings.webhook_secret_set ? 'Set' : 'Not set'}</Row>
    </dl>
  );
}
