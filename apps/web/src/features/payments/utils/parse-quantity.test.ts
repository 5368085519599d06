import { describe, expect, it } from 'vitest';
import { parseQuantity } from './parse-quantity';

describe('parseQuantity', () => {
  it('keeps whole numbers within the maximum', () => {
    expect(parseQuantity('0', 900)).toBe(0);
    expect(parseQuantity('42', 900)).toBe(42);
    expect(parseQuantity('900', 900)).toBe(900);
  });

  it('caps values above the maximum', () => {
    expect(parseQuantity('901', 900)).toBe(900);
    expect(parseQuantity('99999999', 42000)).toBe(42000);
  });

  it('treats an empty field as empty (it counts as 0)', () => {
    expect(parseQuantity('', 20)).toBeNull();
  });

  it('strips minus signs, so a value is never negative', () => {
    expect(parseQuantity('-5', 20)).toBe(5);
    expect(parseQuantity('-', 20)).toBeNull();
    expect(parseQuantity('--30', 20)).toBe(20);
  });

  it('strips letters and exponent notation', () => {
    expect(parseQuantity('abc', 500)).toBeNull();
    expect(parseQuantity('12abc', 500)).toBe(12);
    expect(parseQuantity('1e3', 500)).toBe(13);
    expect(parseQuantity('+7', 500)).toBe(7);
  });

  it('drops a decimal part instead of reading the digits after the point', () => {
    expect(parseQuantity('12.7', 500)).toBe(12);
    expect(parseQuantity('3,9', 500)).toBe(3);
    expect(parseQuantity('.5', 500)).toBeNull();
  });

  it('drops leading zeros', () => {
    expect(parseQuantity('007', 500)).toBe(7);
  });
});
