import { describe, expect, it } from 'vitest';
import type { TOrderRow } from '../../../src/db/types.js';
import { clientOptions, describeQuantities } from '../../../src/providers/payments/stripe-gateway.js';
import { secretKeyHint } from '../../../src/services/payment-settings/stripe-settings.js';

describe('Stripe gateway helpers', () => {
  it('points the SDK at STRIPE_API_URL through host, port and protocol', () => {
    expect(clientOptions('http://127.0.0.1:12111')).toMatchObject({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(clientOptions('https://stripe-proxy.internal')).toMatchObject({
      host: 'stripe-proxy.internal',
      port: '443',
      protocol: 'https',
    });
    expect(clientOptions(undefined)).not.toHaveProperty('host');
  });

  it('describes what is bought, limits as "up to", zero quantities left out', () => {
    const order = {
      chatbots_tokens: 20_000,
      code_generation_tokens: 0,
      ai_image_tokens: 3,
      speech_to_text_tokens: 0,
      speech_duration_limit: 0,
      text_to_speech_tokens: 0,
      text_character_length_limit: 2_000,
      template_generation_tokens: 0,
      support_request_sent: 0,
    } as TOrderRow;
    expect(describeQuantities(order)).toBe(
      '20,000 AI chat tokens · 3 AI images · up to 2,000 characters per text-to-speech request',
    );
  });

  it('hints at a key by its prefix and last four characters', () => {
    expect(secretKeyHint('sk_test_51Habcdefa1b2')).toBe('sk_test_…a1b2');
    expect(secretKeyHint('rk_live_51Habcdef9999')).toBe('rk_live_…9999');
    expect(secretKeyHint('sk_51Habcdef1234')).toBe('sk_…1234');
  });
});
