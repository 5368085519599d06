import {
  AI_CAPABILITY_TOOLS,
  type TAiCapabilitySetting,
  type TAiProvider,
  type TAiSettingsResponse,
} from '@inkwell/contract';

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** "AI Chats", "AI Chats and AI Code", "AI Chats, AI Code and Templates". */
export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}

/** The tools a provider serves: they lose it when it is deleted. */
export function toolsServedBy(settings: TAiSettingsResponse, providerId: string): string[] {
  return settings.capabilities
    .filter((setting) => setting.provider_id === providerId)
    .map((setting) => AI_CAPABILITY_TOOLS[setting.capability]);
}

/** The provider serving a tool, when it has one that still exists and a model. */
export function servingProvider(
  setting: TAiCapabilitySetting,
  providers: readonly TAiProvider[],
): TAiProvider | undefined {
  if (!setting.model) return undefined;
  return providers.find((provider) => provider.id === setting.provider_id);
}

/** "1 model", "12 models". */
export function countModels(models: readonly string[]): string {
  return `${models.length} ${models.length === 1 ? 'model' : 'models'}`;
}

/** "Connected · 12 models" after a Test connection. */
export function connectedText(models: readonly string[]): string {
  return models.length === 0 ? 'Connected · no models listed' : `Connected · ${countModels(models)}`;
}
