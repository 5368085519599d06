import { ZTrialBalancesSchema, type TCapability, type TTrialBalances } from '@inkwell/contract';
import { z } from 'zod';

/** The form's text, one field per capability. */
export type TTrialBalanceValues = Record<TCapability, string>;

/** An empty field is no number at all ("Enter a number."), not a zero. */
function toNumber(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  return text.trim() === '' ? undefined : Number(text.trim());
}

/** The fields' text read as numbers, then checked by the contract's own schema. */
export const trialBalancesFormSchema = z.preprocess(
  (values) =>
    Object.fromEntries(
      Object.entries(values as Record<string, unknown>).map(([key, text]) => [key, toNumber(text)]),
    ),
  ZTrialBalancesSchema,
);

export function toTrialBalanceValues(balances: TTrialBalances): TTrialBalanceValues {
  return Object.fromEntries(
    Object.entries(balances).map(([capability, value]) => [capability, String(value)]),
  ) as TTrialBalanceValues;
}
