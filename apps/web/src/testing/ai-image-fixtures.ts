import type { TImageOptions, TSavedImage } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { pageOf } from './fixtures';
import { api } from './handlers';
import { server } from './server';

/** What a configured image model offers: three sizes, two styles, two qualities, up to 4 images. */
export const imageOptionsFixture: TImageOptions = {
  configured: true,
  sizes: ['1024x1024', '1024x1536', '1536x1024'],
  default_size: '1024x1024',
  styles: [
    { id: 'vivid', label: 'Vivid' },
    { id: 'natural', label: 'Natural' },
  ],
  qualities: [
    { id: 'standard', label: 'Standard' },
    { id: 'hd', label: 'HD' },
  ],
  max_count: 4,
  prompt_max_chars: 4000,
};

/** Saved image `id`, with signed URLs as the API gives them. */
export function savedImage(overrides: Partial<TSavedImage> = {}): TSavedImage {
  const id = overrides.id ?? 21;
  const signed = `expires=1893456000&signature=sig${id}`;
  return {
    id,
    prompt: 'A lighthouse on a cliff at dusk',
    size: '1024x1024',
    style: 'vivid',
    quality: 'hd',
    width: 1024,
    height: 1024,
    bytes: 204_800,
    created_at: '2026-03-02T09:30:00Z',
    url: `/media/images/${id}.png?${signed}`,
    thumbnail_url: `/media/images/${id}-thumb.webp?${signed}`,
    download_url: `/media/images/${id}.png?download=1&${signed}`,
    ...overrides,
  };
}

/** Three saved images, newest first. */
export const savedImagesFixture: TSavedImage[] = [
  savedImage({ id: 23, prompt: 'A red fox in fresh snow', size: '1536x1024', width: 1536, height: 1024 }),
  savedImage({ id: 22, prompt: 'A bowl of ramen, studio light', style: null, quality: null }),
  savedImage({ id: 21 }),
];

/**
 * The saved images as the server keeps them: searched by prompt, paged, deleted; the model's
 * options as `options` says. Returns the list queries and the deleted ids.
 */
export function mockSavedImages(initial: TSavedImage[] = savedImagesFixture, options = imageOptionsFixture) {
  const state = { saved: [...initial] };
  const queries: string[] = [];
  const deletes: number[] = [];
  server.use(
    http.get(api('ai/images/options/'), () => HttpResponse.json(options)),
    http.get(api('saved/images/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params.toString());
      const search = params.get('search')?.toLowerCase() ?? '';
      const size = Number(params.get('page_size') ?? 20);
      const page = Number(params.get('page') ?? 1);
      const found = state.saved.filter((saved) => saved.prompt.toLowerCase().includes(search));
      return HttpResponse.json(pageOf(found.slice((page - 1) * size, page * size), found.length));
    }),
    http.delete(api('saved/images/:id/'), ({ params }) => {
      deletes.push(Number(params.id));
      state.saved = state.saved.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { state, queries, deletes };
}
