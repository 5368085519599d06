import {
  ZAiCapabilityAssignmentSchema,
  type TAiCapabilitySetting,
  type TAiProvider,
} from '@inkwell/contract';
import { z } from 'zod';

/** The contract's assignment, with a word for a provider not chosen yet (the select's first line). */
export const capabilityFormSchema = ZAiCapabilityAssignmentSchema.extend({
  provider_id: z.string().min(1, 'Choose a provider.'),
});

export type TCapabilityValues = Record<'provider_id' | 'model', string>;

/** The saved provider and model; with none saved and a single provider, that one. */
export function toCapabilityValues(
  setting: TAiCapabilitySetting,
  providers: readonly TAiProvider[],
): TCapabilityValues {
  const only = providers.length === 1 ? providers[0]?.id : undefined;
  return { provider_id: setting.provider_id ?? only ?? '', model: setting.model ?? '' };
}
