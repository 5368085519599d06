import type { TPlanQuantityField } from '@inkwell/contract';
import { amountToCents, amountToMicros } from '../../lib/money.js';
import type { TNewPlan } from '../types.js';

type TSeedPlan = Omit<TNewPlan, 'created_at' | 'updated_at'> & { key: string };

type TQuantities = Record<TPlanQuantityField, number>;

function pack(
  key: string,
  sortOrder: number,
  fields: { name: string; price: number; description: string; mostPopular?: boolean },
  quantities: TQuantities,
): TSeedPlan {
  return {
    key,
    kind: 'pack',
    name: fields.name,
    description: fields.description,
    price_cents: amountToCents(fields.price),
    currency: 'USD',
    most_popular: fields.mostPopular ?? false,
    access_status: 'active',
    sort_order: sortOrder,
    active: true,
    ...quantities,
  };
}

export const SEED_PLAN_PACKS: TSeedPlan[] = [
  pack(
    'plan:starter',
    10,
    {
      name: 'Starter',
      price: 9,
      description: 'Try every tool on small projects: a few articles, images and voice-overs a month.',
    },
    {
      chatbots_tokens: 20_000,
      code_generation_tokens: 20,
      ai_image_tokens: 20,
      speech_to_text_tokens: 10,
      speech_duration_limit: 5,
      text_to_speech_tokens: 10,
      text_character_length_limit: 2_000,
      template_generation_tokens: 30,
      support_request_sent: 5,
    },
  ),
  pack(
    'plan:creator',
    20,
    {
      name: 'Creator',
      price: 19,
      description: 'For freelancers and creators publishing every week across blog, social and audio.',
    },
    {
      chatbots_tokens: 60_000,
      code_generation_tokens: 60,
      ai_image_tokens: 60,
      speech_to_text_tokens: 30,
      speech_duration_limit: 10,
      text_to_speech_tokens: 30,
      text_character_length_limit: 5_000,
      template_generation_tokens: 90,
      support_request_sent: 15,
    },
  ),
  pack(
    'plan:pro',
    30,
    {
      name: 'Pro',
      price: 39,
      description: 'For small teams creating daily, with room for long voice-overs and large image batches.',
      mostPopular: true,
    },
    {
      chatbots_tokens: 150_000,
      code_generation_tokens: 150,
      ai_image_tokens: 150,
      speech_to_text_tokens: 80,
      speech_duration_limit: 20,
      text_to_speech_tokens: 80,
      text_character_length_limit: 10_000,
      template_generation_tokens: 250,
      support_request_sent: 40,
    },
  ),
  pack(
    'plan:business',
    40,
    {
      name: 'Business',
      price: 79,
      description: 'For agencies and content teams running high-volume chats, code and media production.',
    },
    {
      chatbots_tokens: 400_000,
      code_generation_tokens: 400,
      ai_image_tokens: 400,
      speech_to_text_tokens: 200,
      speech_duration_limit: 30,
      text_to_speech_tokens: 200,
      text_character_length_limit: 20_000,
      template_generation_tokens: 600,
      support_request_sent: 100,
    },
  ),
];

export const SEED_CUSTOM_PLAN: TSeedPlan = {
  key: 'plan:custom',
  kind: 'custom',
  name: 'Custom Plan',
  description: 'Pay only for what you use: choose the amount of each token and the price adds up per unit.',
  price_cents: 0,
  currency: 'USD',
  most_popular: false,
  access_status: 'active',
  sort_order: 100,
  active: true,
  chatbot_rate_micros: amountToMicros(0.0004),
  code_generation_rate_micros: amountToMicros(0.05),
  ai_image_rate_micros: amountToMicros(0.04),
  speech_to_text_rate_micros: amountToMicros(0.06),
  speech_duration_rate_micros: amountToMicros(0.5),
  text_to_speech_rate_micros: amountToMicros(0.05),
  text_character_length_rate_micros: amountToMicros(0.0005),
  template_generation_rate_micros: amountToMicros(0.03),
  support_request_rate_micros: amountToMicros(0.2),
};
