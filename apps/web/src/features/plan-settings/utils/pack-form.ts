import { CAPABILITIES, ZPackRequestSchema, type TAdminPack, type TCapability } from '@inkwell/contract';
import { z } from 'zod';

export type TQuantityField = `quantities.${TCapability}`;
/** A quantity's field is named as the API names its errors (`quantities.ai_image_tokens`). */
export const quantityField = (capability: TCapability): TQuantityField => `quantities.${capability}`;

/** The form's text; switches are 'true' / 'false'. */
export type TPackValues = {
  name: string;
  description: string;
  price: string;
  currency: string;
  most_popular: string;
  active: string;
} & Record<TQuantityField, string>;

/** A pack's fields as text, or an empty pack (for sale, in dollars, nothing in it yet). */
export function toPackValues(pack: TAdminPack | null): TPackValues {
  return {
    name: pack?.name ?? '',
    description: pack?.description ?? '',
    price: pack ? String(pack.price) : '',
    currency: pack?.currency ?? 'USD',
    most_popular: String(pack?.most_popular ?? false),
    active: String(pack?.active ?? true),
    ...(Object.fromEntries(
      CAPABILITIES.map((capability) => [
        quantityField(capability),
        String(pack?.quantities[capability] ?? 0),
      ]),
    ) as Record<TQuantityField, string>),
  };
}

/** An empty field is no number at all ("Enter a number."), not a zero. */
function toNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}

function toRequest(values: TPackValues) {
  return {
    name: values.name,
    description: values.description,
    price: toNumber(values.price),
    currency: values.currency,
    most_popular: values.most_popular === 'true',
    active: values.active === 'true',
    quantities: Object.fromEntries(
      CAPABILITIES.map((capability) => [capability, toNumber(values[quantityField(capability)])]),
    ),
  };
}

/** The fields' text as the request body, checked by the contract's own schema. */
export const packFormSchema = z.unknown().transform((values, ctx) => {
  const result = ZPackRequestSchema.safeParse(toRequest(values as TPackValues));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
});
