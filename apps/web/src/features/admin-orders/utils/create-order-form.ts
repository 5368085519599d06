import { CAPABILITIES, ZCreateOrderRequestSchema, type TCapability, type TPlanPack } from '@inkwell/contract';
import { z } from 'zod';

/** The plan field's value for custom quantities (else a pack's id, or '' before a choice). */
export const CUSTOM_PLAN = 'custom';

export type TQuantityField = `quantities.${TCapability}`;
export const quantityField = (capability: TCapability): TQuantityField => `quantities.${capability}`;

/** The form's text: one field per capability under `quantities.`, so their errors land under them. */
export type TCreateOrderValues = {
  user_id: string;
  plan_id: string;
  price: string;
  currency: string;
  note: string;
} & Record<TQuantityField, string>;

export function initialCreateOrderValues(userId: number | null): TCreateOrderValues {
  return {
    user_id: userId ? String(userId) : '',
    plan_id: '',
    price: '',
    currency: 'USD',
    note: '',
    ...(Object.fromEntries(CAPABILITIES.map((capability) => [quantityField(capability), '0'])) as Record<
      TQuantityField,
      string
    >),
  };
}

/** An empty field is no number at all ("Enter a number."), not a zero. */
function toNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}

/** The fields' text as the request body, which the contract's own schema then checks. */
function toRequest(values: TCreateOrderValues) {
  const custom = values.plan_id === CUSTOM_PLAN;
  return {
    user_id: toNumber(values.user_id),
    plan_id: values.plan_id === '' || custom ? null : Number(values.plan_id),
    quantities: custom
      ? Object.fromEntries(
          CAPABILITIES.map((capability) => [capability, toNumber(values[quantityField(capability)])]),
        )
      : null,
    price: toNumber(values.price),
    currency: values.currency,
    note: values.note,
  };
}

/**
 * The plan's rules (a pack or quantities, at least one quantity) as the contract words them,
 * asked with the other fields set to valid values: zod checks them only once the rest is valid,
 * and the form says everything that is missing at once.
 */
function planIssues(request: ReturnType<typeof toRequest>): z.core.$ZodIssue[] {
  const probe = ZCreateOrderRequestSchema.safeParse({
    ...request,
    user_id: 1,
    price: 0,
    currency: 'USD',
    note: '',
  });
  return probe.success ? [] : probe.error.issues.filter((issue) => issue.path.length === 1);
}

/** The fields' text as the request body, checked by the contract's own schema. */
export const createOrderFormSchema = z.unknown().transform((values, ctx) => {
  const request = toRequest(values as TCreateOrderValues);
  const result = ZCreateOrderRequestSchema.safeParse(request);
  if (result.success) return result.data;
  for (const issue of [...result.error.issues, ...planIssues(request)]) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
});

/** What choosing a plan fills in: a pack's own price and currency. */
export function planChoice(value: string, packs: readonly TPlanPack[]): Partial<TCreateOrderValues> {
  const pack = packs.find((candidate) => String(candidate.id) === value);
  return pack ? { plan_id: value, price: String(pack.price), currency: pack.currency } : { plan_id: value };
}
