import { ZStripeSettingsRequestSchema } from '@inkwell/contract';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { PendingButton } from '@/components/ui/pending-button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveStripeSettings } from '../api/save-stripe-settings';

export const STRIPE_KEYS_SAVED = 'Stripe keys saved';

/** A key's prefix in the hints, in a monospace face that tells `_` and `…` apart on a phone. */
function KeyPrefix({ children }: { children: ReactNode }) {
  return <code className="rounded bg-muted px-1 font-mono text-[0.8125rem] text-foreground">{children}</code>;
}

interface StripeKeysFormProps {
  onSaved: () => void;
  /** More actions beside Save (Remove keys). */
  actions?: ReactNode;
}

/** Both secrets go in together; the fields are cleared after saving and secrets are never shown. */
export function StripeKeysForm({ onSaved, actions }: StripeKeysFormProps) {
  const form = useZodForm(ZStripeSettingsRequestSchema, { secret_key: '', webhook_secret: '' });
  const mutation = useSaveStripeSettings();
  const { errors, register } = form;
  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(data, {
      onSuccess: () => {
        form.reset();
        toast.success(STRIPE_KEYS_SAVED);
        onSaved();
      },
      onError: form.applyApiError,
    });
  });
  const secretInput = { type: 'password', autoComplete: 'off', spellCheck: false } as const;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Stripe keys" className="grid gap-5">
      <FormAlert message={form.formError} />
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          id={register('secret_key').id}
          label="Secret key"
          error={errors.secret_key}
          hint={
            <>
              Developers → API keys: <KeyPrefix>sk_…</KeyPrefix> or a restricted key,{' '}
              <KeyPrefix>rk_…</KeyPrefix>
            </>
          }
        >
          <Input {...secretInput} placeholder="sk_live_…" {...register('secret_key')} />
        </FormField>
        <FormField
          id={register('webhook_secret').id}
          label="Webhook signing secret"
          error={errors.webhook_secret}
          hint={
            <>
              Shown on the webhook endpoint in Stripe: <KeyPrefix>whsec_…</KeyPrefix>
            </>
          }
        >
          <Input {...secretInput} placeholder="whsec_…" {...register('webhook_secret')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" pending={mutation.isPending} icon={Save}>
          Save keys
        </PendingButton>
        {actions}
      </div>
    </form>
  );
}
