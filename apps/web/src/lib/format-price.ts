/**
 * Spec §9: a price shows without decimals when whole, otherwise with exactly 2 decimals.
 * The amount is first rounded to cents, so float noise (0.1 + 0.2) never shows.
 */
export function formatPrice(amount: number, currency: string): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const value = cents / 100;
  const digits = whole ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${currency}`;
  }
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

/** A per-unit rate keeps its significant decimals: 0.0004 → "$0.0004", 0.2 → "$0.20". */
export function formatRate(rate: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    }).format(rate);
  } catch {
    return `${rate} ${currency}`;
  }
}
