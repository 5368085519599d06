import {
  CAPABILITIES,
  isLimitCapability,
  type TCapability,
  type TConsumableCapability,
  type TLimitCapability,
} from './billing.js';

/** The noun after a count, singular and plural; for a limit, its unit. */
export interface TCapabilityNouns {
  one: string;
  other: string;
}

export interface TLimitNames extends TCapabilityNouns {
  /** What one request is: "per text-to-speech request". */
  per: string;
  /** The plans' shorter wording: "42,000 characters per speech", "20 min per transcription". */
  plan: { unit: string; per: string };
}

/**
 * Every word for a capability, written once. The server's messages, the balances, the plans,
 * the receipts and the admin's trial balances all derive their labels from these.
 */
export const CAPABILITY_NAMES = {
  chatbots_tokens: { one: 'AI chat token', other: 'AI chat tokens' },
  code_generation_tokens: { one: 'code generation', other: 'code generations' },
  template_generation_tokens: { one: 'template generation', other: 'template generations' },
  ai_image_tokens: { one: 'AI image', other: 'AI images' },
  text_to_speech_tokens: { one: 'text-to-speech generation', other: 'text-to-speech generations' },
  speech_to_text_tokens: { one: 'speech-to-text transcription', other: 'speech-to-text transcriptions' },
  support_request_sent: { one: 'support request', other: 'support requests' },
  text_character_length_limit: {
    one: 'character',
    other: 'characters',
    per: 'per text-to-speech request',
    plan: { unit: 'characters', per: 'per speech' },
  },
  speech_duration_limit: {
    one: 'minute',
    other: 'minutes',
    per: 'per speech-to-text file',
    plan: { unit: 'min', per: 'per transcription' },
  },
} as const satisfies Record<TConsumableCapability, TCapabilityNouns> & Record<TLimitCapability, TLimitNames>;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The noun for a count: "1 AI image", "150 AI images"; a limit's unit: "20 minutes". */
export function capabilityNoun(capability: TCapability, count: number): string {
  const { one, other } = CAPABILITY_NAMES[capability];
  return count === 1 ? one : other;
}

function labelOf(capability: TCapability): string {
  if (isLimitCapability(capability)) {
    const { other, per } = CAPABILITY_NAMES[capability];
    return `${other} ${per}`;
  }
  return CAPABILITY_NAMES[capability].other;
}

/** Short names, for messages and tables: "code generations", "minutes per speech-to-text file". */
export const CAPABILITY_LABELS = Object.fromEntries(
  CAPABILITIES.map((capability) => [capability, labelOf(capability)]),
) as Record<TCapability, string>;

/** A short name opening a line or labelling a field: "Code generations". */
export function capabilityTitle(capability: TCapability): string {
  return capitalize(CAPABILITY_LABELS[capability]);
}

/** How the plans label a quantity: "AI chat tokens", "Characters per speech". */
export function planQuantityTitle(capability: TCapability): string {
  if (!isLimitCapability(capability)) return capabilityTitle(capability);
  const { other, plan } = CAPABILITY_NAMES[capability];
  return capitalize(`${other} ${plan.per}`);
}

/** The words after a count in a plan: "1 AI image", "42,000 characters per speech", "20 min per transcription". */
export function planQuantityNoun(capability: TCapability, count: number): string {
  if (!isLimitCapability(capability)) return capabilityNoun(capability, count);
  const { plan } = CAPABILITY_NAMES[capability];
  return `${plan.unit} ${plan.per}`;
}
