import type { TNewReview } from '../types.js';

type TSeedReview = Omit<TNewReview, 'rating_tenths' | 'sort_order' | 'created_at' | 'updated_at'> & {
  slug: string;
  rating: number;
};

function review(slug: string, name: string, job: string, rating: number, text: string): TSeedReview {
  return { slug, name, job, rating, review: text, avatar: `/avatars/${slug}.svg`, published: true };
}

export const SEED_REVIEWS: TSeedReview[] = [
  review(
    'amelia-hart',
    'Amelia Hart',
    'Content Strategist, Northwind Media',
    5,
    'Our editors run their weekly briefs through the templates now: a blog outline that took an hour is ready in ten minutes. The chat assistant we set up with our style guide keeps every draft on-brand.',
  ),
  review(
    'daniel-okafor',
    'Daniel Okafor',
    'Founder, Brightline Studio',
    4.5,
    'I generate hero images and mock-ups for client pitches in minutes, and the gallery keeps every version I might reuse. Separate token balances per feature mean I always know exactly what I have left.',
  ),
  review(
    'sofia-marquez',
    'Sofia Marquez',
    'Marketing Lead, Pixel & Pine',
    4.8,
    'The voices library is why we switched: we voice our short product videos in three languages without booking a studio. Text to speech with adjustable speed sounds natural enough for our social ads.',
  ),
  review(
    'kenji-watanabe',
    'Kenji Watanabe',
    'Indie Game Developer',
    4.2,
    'AI Code writes the boilerplate for my build scripts and explains what it did, which makes reviewing it quick. Every generation is saved, so I can pull up last month’s shader helper in seconds.',
  ),
  review(
    'priya-raman',
    'Priya Raman',
    'Podcast Producer, Signal Hill',
    4.7,
    'Speech to text runs offline on our own server, so guest interviews never leave our hands, and the transcripts are clean enough to write show notes from. Recording a voice memo straight in the browser is a nice touch.',
  ),
  review(
    'lucas-bernard',
    'Lucas Bernard',
    'Head of Support, Cartly',
    4,
    'The pay-as-you-go custom plan fits us well: we buy chat tokens for drafting support macros and a handful of images, nothing more. I can see the price add up per item before I pay.',
  ),
];
