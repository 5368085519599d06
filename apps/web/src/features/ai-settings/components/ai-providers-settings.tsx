import { AI_PROVIDERS_MAX, type TAiSettingsResponse } from '@inkwell/contract';
import { Server } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { useAiSettings } from '../api/get-ai-settings';
import { AddProviderForm } from './add-provider-form';
import { ProviderList } from './provider-list';

export const PROVIDERS_INTRO =
  'Any OpenAI-compatible server: OpenAI, OpenRouter, Ollama, LM Studio, vLLM, LocalAI. Keys are stored encrypted and never shown again.';

function ProvidersDetails({ settings }: { settings: TAiSettingsResponse }) {
  const saved = settings.providers.filter((provider) => provider.source === 'admin').length;
  return (
    <div className="grid gap-6">
      <ProviderList settings={settings} />
      <div className="grid gap-4 border-t border-border pt-6">
        <h3 className="font-semibold">Add a provider</h3>
        {saved >= AI_PROVIDERS_MAX ? (
          <p className="text-sm text-muted-foreground">
            There can be at most {AI_PROVIDERS_MAX} providers. Delete one to add another.
          </p>
        ) : (
          <AddProviderForm />
        )}
      </div>
    </div>
  );
}

/** AI Providers' first card: the OpenAI-compatible servers the tools can use, and the Add form. */
export function AiProvidersSettings() {
  const query = useAiSettings();
  return (
    <SettingsSection title="Providers" icon={Server} description={PROVIDERS_INTRO}>
      <QueryState
        query={query}
        what="the AI providers"
        fallback={
          <div role="status" aria-busy="true" aria-label="Loading the AI providers" className="grid gap-3">
            <Skeleton className="h-28 rounded-xl" />
            <Skeleton className="h-28 rounded-xl" />
          </div>
        }
      >
        {(settings) => <ProvidersDetails settings={settings} />}
      </QueryState>
    </SettingsSection>
  );
}
