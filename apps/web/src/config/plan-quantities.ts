import type { TPlanQuantityField } from '@inkwell/contract';
import { formatCount } from '@/lib/format-price';

interface QuantityCopy {
  /** Label of the custom plan input. */
  input: string;
  /** Line in a pack card, e.g. "150,000 AI chat tokens". */
  describe: (count: number) => string;
}

const plural = (count: number, one: string, other: string) =>
  `${formatCount(count)} ${count === 1 ? one : other}`;

/** Human labels for every quantity a plan grants, in display order. */
export const PLAN_QUANTITY_COPY: Record<TPlanQuantityField, QuantityCopy> = {
  chatbots_tokens: {
    input: 'AI chat tokens',
    describe: (n) => plural(n, 'AI chat token', 'AI chat tokens'),
  },
  code_generation_tokens: {
    input: 'Code generations',
    describe: (n) => plural(n, 'code generation', 'code generations'),
  },
  ai_image_tokens: {
    input: 'AI images',
    describe: (n) => plural(n, 'AI image', 'AI images'),
  },
  template_generation_tokens: {
    input: 'Template generations',
    describe: (n) => plural(n, 'template generation', 'template generations'),
  },
  text_to_speech_tokens: {
    input: 'Text-to-speech generations',
    describe: (n) => plural(n, 'text-to-speech generation', 'text-to-speech generations'),
  },
  text_character_length_limit: {
    input: 'Characters per speech',
    describe: (n) => `${formatCount(n)} characters per speech`,
  },
  speech_to_text_tokens: {
    input: 'Speech-to-text transcriptions',
    describe: (n) => plural(n, 'speech-to-text transcription', 'speech-to-text transcriptions'),
  },
  speech_duration_limit: {
    input: 'Minutes per transcription',
    describe: (n) => `${formatCount(n)} min per transcription`,
  },
  support_request_sent: {
    input: 'Support requests',
    describe: (n) => plural(n, 'support request', 'support requests'),
  },
};

export const QUANTITY_DISPLAY_ORDER = Object.keys(PLAN_QUANTITY_COPY) as TPlanQuantityField[];

export interface QuantityLine {
  field: TPlanQuantityField;
  count: number;
  /** For people, e.g. "150 AI images". */
  text: string;
}

/** The non-zero quantities of a plan or an order, in display order, each described for people. */
export function describeQuantities(quantities: Partial<Record<TPlanQuantityField, number>>): QuantityLine[] {
  return QUANTITY_DISPLAY_ORDER.flatMap((field) => {
    const count = quantities[field] ?? 0;
    return count > 0 ? [{ field, count, text: PLAN_QUANTITY_COPY[field].describe(count) }] : [];
  });
}
