import {
  CAPABILITY_LABELS,
  capabilityTitle,
  isLimitCapability,
  LIMIT_CAPABILITIES,
  type TCapability,
  type TLimitCapability,
} from '@inkwell/contract';

/** Limits are per-request maxima, not balances that run down: "Max minutes per …". */
export const LIMIT_LABELS = Object.fromEntries(
  LIMIT_CAPABILITIES.map((capability) => [capability, `Max ${CAPABILITY_LABELS[capability]}`]),
) as Record<TLimitCapability, string>;

/** Any capability as this page names it: a balance's card title or a limit's "Max …". */
export function capabilityLabel(capability: TCapability): string {
  return isLimitCapability(capability) ? LIMIT_LABELS[capability] : capabilityTitle(capability);
}
