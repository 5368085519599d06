import { AI_CAPABILITIES, type TAiSettingsResponse } from '@inkwell/contract';
import { Boxes } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { useAiSettings } from '../api/get-ai-settings';
import { CapabilityRow } from './capability-row';

export const NO_PROVIDERS_TEXT = 'Add a provider above first.';

function CapabilityList({ settings }: { settings: TAiSettingsResponse }) {
  const noProviders = settings.providers.length === 0;
  return (
    <div className="grid gap-4">
      {noProviders ? <p className="text-sm font-medium">{NO_PROVIDERS_TEXT}</p> : null}
      <ul aria-label="Tools" className="grid gap-3">
        {AI_CAPABILITIES.map((capability) => (
          <CapabilityRow
            key={capability}
            setting={
              settings.capabilities.find((setting) => setting.capability === capability) ?? {
                capability,
                provider_id: null,
                model: null,
                source: null,
              }
            }
            providers={settings.providers}
          />
        ))}
      </ul>
    </div>
  );
}

/** AI Providers' second card: which provider and model each AI tool uses. */
export function AiModelsSettings() {
  const query = useAiSettings();
  return (
    <SettingsSection
      title="Models for each tool"
      icon={Boxes}
      description="Each AI tool uses one provider and one of its models. A tool without one tells its users it is not set up yet."
    >
      <QueryState
        query={query}
        what="the models of the AI tools"
        fallback={
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading the models of the AI tools"
            className="grid gap-3"
          >
            {AI_CAPABILITIES.map((capability) => (
              <Skeleton key={capability} className="h-24 rounded-xl" />
            ))}
          </div>
        }
      >
        {(settings) => <CapabilityList settings={settings} />}
      </QueryState>
    </SettingsSection>
  );
}
