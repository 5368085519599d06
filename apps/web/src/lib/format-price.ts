const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per set of options, made at first use and kept: making one costs
 * ~20 ms the first time (the locale's data) and ~0.1 ms after, and a page formats dozens.
 * Throws as Intl does for an unknown currency code.
 */
function formatter(currency: string | undefined, minDigits?: number, maxDigits?: number) {
  const key = `${currency}:${minDigits}:${maxDigits}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(
      'en-US',
      currency === undefined
        ? {}
        : {
            style: 'currency',
            currency,
            minimumFractionDigits: minDigits,
            maximumFractionDigits: maxDigits,
          },
    );
    formatters.set(key, made);
  }
  return made;
}

/**
 * A price shows without decimals when whole, otherwise with exactly 2 decimals.
 * The amount is first rounded to cents, so float noise (0.1 + 0.2) never shows.
 */
export function formatPrice(amount: number, currency: string): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const value = cents / 100;
  const digits = whole ? 0 : 2;
  try {
    return formatter(currency, digits, digits).format(value);
  } catch {
    return `${value.toFixed(digits)} ${currency}`;
  }
}

export function formatCount(value: number): string {
  return formatter(undefined).format(value);
}

/** A per-unit rate keeps its significant decimals: 0.0004 → "$0.0004", 0.2 → "$0.20". */
export function formatRate(rate: number, currency: string): string {
  try {
    return formatter(currency, 2, 6).format(rate);
  } catch {
    return `${rate} ${currency}`;
  }
}
