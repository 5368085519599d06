import { describe, expect, it } from 'vitest';
import { roundToHalf, starFills } from './round-to-half';

describe('roundToHalf', () => {
  it.each([
    [4.2, 4],
    [4.25, 4.5],
    [4.7, 4.5],
    [4.75, 5],
    [4.8, 5],
    [3, 3],
    [0.24, 0],
    [0.25, 0.5],
  ])('rounds %d to %d', (rating, expected) => {
    expect(roundToHalf(rating)).toBe(expected);
  });

  it('clamps to 0–5', () => {
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-2)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });
});

describe('starFills', () => {
  it('draws full, half and empty stars', () => {
    expect(starFills(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
