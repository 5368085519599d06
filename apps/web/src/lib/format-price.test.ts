import { computeCustomPlanPrice } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { customPlanFixture } from '@/testing/fixtures';
import { formatCount, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows whole amounts without decimals', () => {
    expect(formatPrice(12, 'USD')).toBe('$12');
    expect(formatPrice(0, 'USD')).toBe('$0');
    expect(formatPrice(1500, 'USD')).toBe('$1,500');
  });

  it('shows other amounts with exactly two decimals', () => {
    expect(formatPrice(12.5, 'USD')).toBe('$12.50');
    expect(formatPrice(0.05, 'USD')).toBe('$0.05');
    expect(formatPrice(1234.56, 'USD')).toBe('$1,234.56');
  });

  it('rounds to the cent first, so float noise never shows', () => {
    expect(formatPrice(0.1 + 0.2, 'USD')).toBe('$0.30');
    expect(formatPrice(12.004, 'USD')).toBe('$12');
    expect(formatPrice(12.996, 'USD')).toBe('$13');
    expect(formatPrice(1.005 + 0.0001, 'USD')).toBe('$1.01');
  });

  it('uses the plan currency', () => {
    expect(formatPrice(9, 'EUR')).toBe('€9');
    expect(formatPrice(9.9, 'GBP')).toBe('£9.90');
  });

  it('falls back to the code for a currency Intl cannot format', () => {
    expect(formatPrice(3.5, '$$$')).toBe('3.50 $$$');
  });
});

describe('custom plan prices', () => {
  it('sums tokens × rate exactly, then formats', () => {
    const rates = { ...customPlanFixture, code_generation_rate_per_token: 0.1, ai_image_rate_per_token: 0.2 };
    expect(
      formatPrice(computeCustomPlanPrice(rates, { code_generation_tokens: 1, ai_image_tokens: 1 }), 'USD'),
    ).toBe('$0.30');
    expect(formatPrice(computeCustomPlanPrice(customPlanFixture, { chatbots_tokens: 42000 }), 'USD')).toBe(
      '$4.20',
    );
    expect(formatPrice(computeCustomPlanPrice(customPlanFixture, { ai_image_tokens: 60 }), 'USD')).toBe(
      '$12',
    );
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(150000)).toBe('150,000');
  });
});
