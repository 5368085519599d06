import type { TAiSettingsResponse } from '@inkwell/contract';
import { PlugZap } from 'lucide-react';
import { toolsServedBy } from '../utils/ai-settings-view';
import { ProviderCard } from './provider-card';

function NoProviders() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-8 text-center">
      <span className="grid size-10 place-items-center rounded-full bg-brand-soft text-brand">
        <PlugZap aria-hidden="true" className="size-5" />
      </span>
      <p className="font-medium">No providers yet</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Add one below: the AI tools stay off until a provider and a model serve them.
      </p>
    </div>
  );
}

/** Every provider, the server environment's first; each with what deleting it would cost. */
export function ProviderList({ settings }: { settings: TAiSettingsResponse }) {
  if (settings.providers.length === 0) return <NoProviders />;
  return (
    <ul aria-label="Providers" className="grid gap-3">
      {settings.providers.map((provider) => (
        <ProviderCard key={provider.id} provider={provider} tools={toolsServedBy(settings, provider.id)} />
      ))}
    </ul>
  );
}
