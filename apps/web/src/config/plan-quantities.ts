import { planQuantityNoun, type TPlanQuantityField } from '@inkwell/contract';
import { formatCount } from '@/lib/format-price';

/** The order in which plans, the custom plan's fields and receipts list the quantities. */
export const QUANTITY_DISPLAY_ORDER: readonly TPlanQuantityField[] = [
  'chatbots_tokens',
  'code_generation_tokens',
  'ai_image_tokens',
  'template_generation_tokens',
  'text_to_speech_tokens',
  'text_character_length_limit',
  'speech_to_text_tokens',
  'speech_duration_limit',
  'support_request_sent',
];

export interface QuantityLine {
  field: TPlanQuantityField;
  count: number;
  /** For people, e.g. "150 AI images" (the words come from the contract's CAPABILITY_NAMES). */
  text: string;
}

/** The non-zero quantities of a plan or an order, in display order, each described for people. */
export function describeQuantities(quantities: Partial<Record<TPlanQuantityField, number>>): QuantityLine[] {
  return QUANTITY_DISPLAY_ORDER.flatMap((field) => {
    const count = quantities[field] ?? 0;
    return count > 0
      ? [{ field, count, text: `${formatCount(count)} ${planQuantityNoun(field, count)}` }]
      : [];
  });
}
