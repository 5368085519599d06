import {
  CONSUMABLE_CAPABILITIES,
  isLimitCapability,
  ZBalanceAdjustmentSchema,
  type TAdminUserDetail,
  type TCapability,
} from '@inkwell/contract';
import { z } from 'zod';

/** An empty field is no number at all ("Enter a number."), not a zero. */
function toNumber(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  return text.trim() === '' ? undefined : Number(text.trim());
}

/** The form's text with the amount read as a number, then checked by the contract's own schema. */
export const balanceAdjustmentFormSchema = z.preprocess(
  (values) => ({
    ...(values as Record<string, unknown>),
    delta: toNumber((values as { delta?: unknown }).delta),
  }),
  ZBalanceAdjustmentSchema,
);

export const DEFAULT_ADJUSTED_CAPABILITY: TCapability = CONSUMABLE_CAPABILITIES[0];

/** What the account holds of a capability now: a balance, or a per-request limit. */
export function currentValue(
  user: Pick<TAdminUserDetail, 'balances' | 'limits'>,
  capability: TCapability,
): number {
  return isLimitCapability(capability) ? user.limits[capability] : user.balances[capability];
}
