import type { TStripeSettingsResponse } from '@inkwell/contract';
import { KeyRound } from 'lucide-react';
import { InfoAlert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/components/ui/settings-section';
import { useStripeSettings } from '../api/get-stripe-settings';
import { RemoveStripeKeys } from './remove-stripe-keys';
import { StripeKeysForm } from './stripe-keys-form';
import { StripeStatus } from './stripe-status';
import { StripeWebhook } from './stripe-webhook';

export const ENVIRONMENT_KEYS_TITLE = 'Stripe’s keys come from the server environment';

interface StripeDetailsProps {
  settings: TStripeSettingsResponse;
  onChanged: () => void;
}

function StripeDetails({ settings, onChanged }: StripeDetailsProps) {
  return (
    <div className="grid gap-6">
      <StripeStatus settings={settings} />
      <StripeWebhook url={settings.webhook_url} />
      {settings.source === 'environment' ? (
        <InfoAlert title={ENVIRONMENT_KEYS_TITLE}>
          STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set where the server runs. They stay in force and
          cannot be changed or removed here: change them there and restart the server.
        </InfoAlert>
      ) : (
        <div className="grid gap-4 border-t border-border pt-6">
          <h3 className="font-semibold">{settings.configured ? 'Replace the keys' : 'Add the keys'}</h3>
          <StripeKeysForm
            onSaved={onChanged}
            actions={settings.source === 'admin' ? <RemoveStripeKeys onRemoved={onChanged} /> : null}
          />
        </div>
      )}
    </div>
  );
}

/** `onChanged` runs after the keys were saved or removed: Stripe's place in the buyers' list follows. */
export function StripeSettings({ onChanged }: { onChanged: () => void }) {
  const query = useStripeSettings();
  return (
    <SettingsSection
      title="Stripe"
      icon={KeyRound}
      description="Card payments through Stripe Checkout. Keys are stored encrypted and never shown again."
    >
      <QueryState
        query={query}
        what="the Stripe settings"
        fallback={
          <div role="status" aria-busy="true" aria-label="Loading the Stripe settings" className="grid gap-4">
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-10 rounded-lg" />
            <Skeleton className="h-32 rounded-xl" />
          </div>
        }
      >
        {(settings) => <StripeDetails settings={settings} onChanged={onChanged} />}
      </QueryState>
    </SettingsSection>
  );
}
