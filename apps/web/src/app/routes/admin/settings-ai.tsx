import { AiModelsSettings } from '@/features/ai-settings/components/ai-models-settings';
import { AiProvidersSettings } from '@/features/ai-settings/components/ai-providers-settings';

/** Admin: the OpenAI-compatible providers, and the provider and model each AI tool uses. */
export default function SettingsAiRoute() {
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <AiProvidersSettings />
      <AiModelsSettings />
    </div>
  );
}
