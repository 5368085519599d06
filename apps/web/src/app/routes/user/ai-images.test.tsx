import type { TImageResult } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { imageOptionsFixture, mockSavedImages, savedImage } from '@/testing/ai-image-fixtures';
import { mockAiStatus } from '@/testing/ai-status';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const form = () => screen.getByRole('form', { name: 'Create images' });
const prompt = () => within(form()).getByRole('textbox', { name: 'Describe the image' });
const generate = () => within(form()).getByRole('button', { name: 'Generate' });

async function openAiImages() {
  renderApp('/user/ai-images');
  await screen.findByRole('form', { name: 'Create images' });
  await screen.findByText('140 AI images left');
}

/** Every POST ai/images/ body, answered by `respond` (which may wait). */
function mockGenerate(respond: () => Response | Promise<Response>) {
  const sent: unknown[] = [];
  server.use(
    http.post(api('ai/images/'), async ({ request }) => {
      sent.push(await request.json());
      return respond();
    }),
  );
  return sent;
}

const refuse = (status: number, detail: string) =>
  mockGenerate(() => HttpResponse.json({ detail }, { status }));

/** A promise and the function that settles it: an answer the test lets through when it wants. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('AI Images', () => {
  beforeEach(() => signIn());

  it('says when AI Images are not set up, with no form that can only fail', async () => {
    mockSavedImages([]);
    mockAiStatus({ image: false });
    renderApp('/user/ai-images');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('AI Images are not set up yet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
  });

  it('offers the model’s sizes with their shape, 1 to 4 images, its styles and qualities; counts characters', async () => {
    mockSavedImages();
    const user = userEvent.setup();
    await openAiImages();
    const size = within(form()).getByRole('combobox', { name: 'Size' });
    expect(size).toHaveValue('1024x1024');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1024 × 1024 · Square', '1024 × 1536 · Portrait', '1536 × 1024 · Landscape']);
    const counts = within(form()).getByRole('group', { name: 'Number of images' });
    expect(
      within(counts)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4']);
    expect(within(form()).getByRole('combobox', { name: 'Style' })).toHaveValue('vivid');
    expect(within(form()).getByRole('combobox', { name: 'Quality' })).toHaveValue('standard');
    await user.type(prompt(), 'A fox');
    expect(screen.getByText('5 / 4,000 characters')).toBeInTheDocument();
  });

  it('leaves out style and quality when the model offers none', async () => {
    mockSavedImages([], { ...imageOptionsFixture, styles: [], qualities: [] });
    await openAiImages();
    expect(within(form()).queryByRole('combobox', { name: 'Style' })).not.toBeInTheDocument();
    expect(within(form()).queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
  });

  it('shows the progress while the images are made, then the images, the new balance and the latest', async () => {
    const { state } = mockSavedImages([]);
    const answer = gate();
    const made = [
      savedImage({ id: 31, prompt: 'A fox', size: '1024x1536', width: 1024, height: 1536 }),
      savedImage({ id: 32, prompt: 'A fox', size: '1024x1536', width: 1024, height: 1536 }),
    ];
    const sent = mockGenerate(async () => {
      await answer.opened;
      state.saved = [...made];
      return HttpResponse.json({ images: made, requested: 2, balance: 138 } satisfies TImageResult, {
        status: 201,
      });
    });
    const user = userEvent.setup();
    await openAiImages();
    expect(await screen.findByText(/No images yet/)).toBeInTheDocument();
    await user.type(prompt(), 'A fox');
    await user.selectOptions(
      within(form()).getByRole('combobox', { name: 'Size' }),
      '1024 × 1536 · Portrait',
    );
    await user.click(within(form()).getByRole('radio', { name: '2' }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Quality' }), 'HD');
    await user.click(generate());

    const results = await screen.findByRole('region', { name: 'New images' });
    expect(within(results).getByText('Generating 2 images…').closest('[role="status"]')).toHaveTextContent(
      /^Generating 2 images…\s*\d+ s$/,
    );
    expect(within(results).getByRole('status', { name: 'Images on their way' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(generate()).toBeDisabled();
    expect(sent).toEqual([{ prompt: 'A fox', size: '1024x1536', n: 2, style: 'vivid', quality: 'hd' }]);

    answer.open();
    const grid = await within(results).findByRole('list', { name: 'New images' });
    const thumbnails = within(grid).getAllByRole('img', { name: 'A fox' });
    expect(thumbnails).toHaveLength(2);
    expect(thumbnails[0]).toHaveAttribute('src', made[0]!.thumbnail_url);
    expect(thumbnails[0]).toHaveAttribute('loading', 'lazy');
    expect(thumbnails[0]).toHaveAttribute('width', '1024');
    expect(thumbnails[0]).toHaveAttribute('height', '1536');
    expect(await screen.findByText('138 AI images left')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'My Images' })).toHaveAttribute(
      'href',
      '/user/saved/images',
    );
    expect(within(results).queryByText(/The provider returned/)).not.toBeInTheDocument();
    expect(generate()).toBeEnabled();

    const latest = screen.getByRole('region', { name: 'Latest generations' });
    await waitFor(() => expect(within(latest).getAllByRole('img', { name: 'A fox' })).toHaveLength(2));
    expect(within(latest).getByRole('link', { name: 'See all in My Images' })).toHaveAttribute(
      'href',
      '/user/saved/images',
    );
  });

  it('says how many images came back and were charged when the provider made fewer', async () => {
    mockSavedImages([]);
    const made = [savedImage({ id: 41, prompt: 'A fox' }), savedImage({ id: 42, prompt: 'A fox' })];
    mockGenerate(() =>
      HttpResponse.json({ images: made, requested: 4, balance: 138 } satisfies TImageResult, { status: 201 }),
    );
    const user = userEvent.setup();
    await openAiImages();
    await user.type(prompt(), 'A fox');
    await user.click(within(form()).getByRole('radio', { name: '4' }));
    await user.click(generate());
    expect(
      await screen.findByText('The provider returned 2 of 4 images; you were charged for 2.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'New images' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('402: says so in the form with a way to buy more', async () => {
    mockSavedImages([]);
    refuse(402, 'You have no AI images left. Buy more to keep creating.');
    const user = userEvent.setup();
    await openAiImages();
    await user.type(prompt(), 'A fox');
    await user.click(generate());
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('You have no AI images left. Buy more to keep creating.');
    expect(within(alert).getByRole('link', { name: 'Buy more' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
    expect(screen.queryByRole('region', { name: 'New images' })).not.toBeInTheDocument();
  });

  it('422: shows the provider’s content-policy refusal in the form', async () => {
    mockSavedImages([]);
    const detail = 'The image provider declined this prompt under its content policy. Nothing was charged.';
    refuse(422, detail);
    const user = userEvent.setup();
    await openAiImages();
    await user.type(prompt(), 'Something it refuses');
    await user.click(generate());
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByText('140 AI images left')).toBeInTheDocument();
  });

  it('asks for a description before sending, and puts the server’s field errors under their fields', async () => {
    mockSavedImages([]);
    const sent = mockGenerate(() =>
      HttpResponse.json({ prompt: ['Describe the image in more words.'] }, { status: 400 }),
    );
    const user = userEvent.setup();
    await openAiImages();
    await user.click(generate());
    expect(await screen.findByText('Describe the image.')).toBeInTheDocument();
    expect(prompt()).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(prompt(), 'x');
    await user.click(generate());
    expect(await screen.findByText('Describe the image in more words.')).toBeInTheDocument();
    expect(prompt()).toHaveAccessibleDescription('Describe the image in more words.');
    expect(prompt()).toHaveFocus();
  });
});
