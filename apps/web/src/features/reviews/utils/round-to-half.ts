export const MAX_RATING = 5;

/** Ratings round to the nearest half star out of 5 (4.25 → 4.5, 4.2 → 4). */
export function roundToHalf(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  const clamped = Math.min(MAX_RATING, Math.max(0, rating));
  return Math.round(clamped * 2) / 2;
}

export type TStarFill = 'full' | 'half' | 'empty';

/** The five stars for a rating, e.g. 3.5 → full, full, full, half, empty. */
export function starFills(rating: number): TStarFill[] {
  const rounded = roundToHalf(rating);
  return Array.from({ length: MAX_RATING }, (_, index) => {
    if (rounded >= index + 1) return 'full';
    if (rounded >= index + 0.5) return 'half';
    return 'empty';
  });
}
