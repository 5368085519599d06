const CENTS = 100;
const MICROS = 1_000_000;

export function centsToAmount(cents: number): number {
  return cents / CENTS;
}

export function amountToCents(amount: number): number {
  return Math.round(amount * CENTS);
}

export function microsToAmount(micros: number): number {
  return micros / MICROS;
}

export function amountToMicros(amount: number): number {
  return Math.round(amount * MICROS);
}
