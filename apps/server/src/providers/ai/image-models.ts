import type { TImageChoice } from '@inkwell/contract';

/** What an image model takes: its sizes, how many images one request may ask for, its styles and qualities. */
export interface TImageModelProfile {
  sizes: string[];
  /** Images one request may ask for; more are asked for in several requests side by side. */
  perRequest: number;
  styles: TImageChoice[];
  qualities: TImageChoice[];
  /** Whether the model takes `response_format` (the GPT image models always answer base64 and refuse it). */
  takesResponseFormat: boolean;
}

const SMALL_SIZES = ['256x256', '512x512', '1024x1024'];

/**
 * OpenAI's image models as its API documents them; any other model (Stable Diffusion behind
 * LocalAI, a proxy's alias) gets the classic square sizes, which AI_IMAGE_SIZES can replace.
 */
const PROFILES: { match: RegExp; profile: TImageModelProfile }[] = [
  {
    match: /^gpt-image-/,
    profile: {
      sizes: ['1024x1024', '1024x1536', '1536x1024'],
      perRequest: 4,
      styles: [],
      qualities: [
        { id: 'low', label: 'Low (fastest)' },
        { id: 'medium', label: 'Medium' },
        { id: 'high', label: 'High (slowest)' },
      ],
      takesResponseFormat: false,
    },
  },
  {
    match: /^dall-e-3/,
    profile: {
      sizes: ['1024x1024', '1792x1024', '1024x1792'],
      perRequest: 1,
      styles: [
        { id: 'vivid', label: 'Vivid' },
        { id: 'natural', label: 'Natural' },
      ],
      qualities: [
        { id: 'standard', label: 'Standard' },
        { id: 'hd', label: 'HD' },
      ],
      takesResponseFormat: true,
    },
  },
];

const OTHER: TImageModelProfile = {
  sizes: SMALL_SIZES,
  perRequest: 4,
  styles: [],
  qualities: [],
  takesResponseFormat: true,
};

/** The model's profile; `sizes` (AI_IMAGE_SIZES) replaces the sizes it offers. */
export function imageModelProfile(model: string, sizes?: string[]): TImageModelProfile {
  const known = PROFILES.find(({ match }) => match.test(model.toLowerCase()))?.profile ?? OTHER;
  return sizes ? { ...known, sizes } : known;
}
