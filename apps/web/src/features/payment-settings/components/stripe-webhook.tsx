import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The Checkout events the server's webhook handles; the endpoint in Stripe must send these. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

export const COPIED_TEXT = 'Webhook URL copied';
export const COPY_FAILED_TEXT = 'Couldn’t copy. The URL is selected: copy it yourself.';

const codeClass = 'font-mono text-xs break-all sm:text-[0.8125rem]';

/** Where Stripe must send its events, in full and with a Copy button, and which events to enable. */
export function StripeWebhook({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      // Absent outside secure contexts (an http:// address other than localhost).
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(COPIED_TEXT);
    } catch {
      const code = document.getElementById(id);
      if (code) window.getSelection()?.selectAllChildren(code);
      toast.error(COPY_FAILED_TEXT);
    }
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <p className="text-sm font-medium">Webhook URL</p>
        <div className="flex items-start gap-2">
          <code
            id={id}
            className={cn(
              'min-h-10 min-w-0 flex-1 rounded-lg border border-border bg-muted/40 px-3 py-2.5',
              codeClass,
            )}
          >
            {url}
          </code>
          <Button variant="outline" aria-label="Copy webhook URL" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            Copy
          </Button>
        </div>
      </div>
      <div className="grid gap-2 text-sm">
        <p className="text-muted-foreground">
          In the Stripe Dashboard, under Developers → Webhooks, add an endpoint with this URL and enable these
          events:
        </p>
        <ul aria-label="Events to enable" className="grid justify-items-start gap-1.5">
          {STRIPE_WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <code className={cn('rounded-md bg-muted px-1.5 py-0.5', codeClass)}>{event}</code>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
