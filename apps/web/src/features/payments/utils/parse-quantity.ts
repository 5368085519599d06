/**
 * Custom plan inputs accept only non-negative whole numbers, capped at the maximum.
 * Returns null for an empty field (which counts as 0). Minus signs, letters and exponent
 * characters are stripped; a decimal part is dropped.
 */
export function parseQuantity(raw: string, max: number): number | null {
  const wholePart = raw.split(/[.,]/)[0] ?? '';
  const digits = wholePart.replace(/\D/g, '');
  if (digits === '') return null;
  return Math.min(Number(digits), max);
}

/** Keys a quantity field refuses outright, before they reach the value. */
export const REJECTED_QUANTITY_KEYS = new Set(['-', '+', 'e', 'E', '.', ',']);
