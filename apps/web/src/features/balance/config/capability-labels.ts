import {
  CAPABILITY_LABELS,
  isLimitCapability,
  LIMIT_CAPABILITIES,
  type TCapability,
  type TConsumableCapability,
  type TLimitCapability,
} from '@inkwell/contract';

/** A consumable balance as a card title: the contract's short name, capitalised ("Code generations"). */
export function consumableLabel(capability: TConsumableCapability): string {
  const label: string = CAPABILITY_LABELS[capability];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Limits are per-request maxima, not balances that run down (DESIGN §4). */
export const LIMIT_LABELS = Object.fromEntries(
  LIMIT_CAPABILITIES.map((capability) => [capability, `Max ${CAPABILITY_LABELS[capability]}`]),
) as Record<TLimitCapability, string>;

/** Any capability as the page names it: a balance's card title or a limit's "Max …". */
export function capabilityLabel(capability: TCapability): string {
  return isLimitCapability(capability) ? LIMIT_LABELS[capability] : consumableLabel(capability);
}
