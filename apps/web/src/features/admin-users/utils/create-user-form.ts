import {
  CAPABILITIES,
  ZAdminCreateUserSchema,
  type TCapability,
  type TTrialBalances,
} from '@inkwell/contract';
import { z } from 'zod';

/** The field of one starting balance; the name matches the contract's issue path, so errors land under it. */
export const balanceField = (capability: TCapability) => `balances.${capability}` as const;
type TBalanceField = ReturnType<typeof balanceField>;

export const STARTING_BALANCES = ['trial', 'custom'] as const;
export type TStartingBalances = (typeof STARTING_BALANCES)[number];

export type TCreateUserValues = {
  full_name: string;
  email: string;
  role: string;
  starting: string;
} & Record<TBalanceField, string>;

export const EMPTY_CREATE_USER: TCreateUserValues = {
  full_name: '',
  email: '',
  role: 'user',
  starting: 'trial',
  ...(Object.fromEntries(CAPABILITIES.map((capability) => [balanceField(capability), '0'])) as Record<
    TBalanceField,
    string
  >),
};

/** An empty field is no number at all ("Enter a number."), not a zero. */
function toNumber(text: string | undefined): number | undefined {
  return text === undefined || text.trim() === '' ? undefined : Number(text.trim());
}

/** The form's text as the request: the trial balances (null), or a number for every capability. */
export function toCreateUserRequest(values: TCreateUserValues) {
  const balances =
    values.starting === 'custom'
      ? (Object.fromEntries(
          CAPABILITIES.map((capability) => [capability, toNumber(values[balanceField(capability)])]),
        ) as TTrialBalances)
      : null;
  return { full_name: values.full_name, email: values.email, role: values.role, balances };
}

/** The contract's own rules over the form's text. */
export const createUserFormSchema = z.preprocess(
  (values) => toCreateUserRequest(values as TCreateUserValues),
  ZAdminCreateUserSchema,
);
