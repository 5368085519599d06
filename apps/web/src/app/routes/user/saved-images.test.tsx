import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { mockSavedImages, savedImage, savedImagesFixture } from '@/testing/ai-image-fixtures';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

/** The grid; behind an open lightbox it is hidden from the accessibility tree, so found anyway. */
const gallery = () => screen.getByRole('list', { name: 'Your images', hidden: true });
const thumbnail = (name: string) => within(gallery()).getByRole('button', { name });
const lightbox = () => screen.getByRole('dialog');

async function openMyImages() {
  renderApp('/user/saved/images');
  return screen.findByRole('list', { name: 'Your images' });
}

describe('My Images', () => {
  beforeEach(() => signIn());

  it('shows the images as lazy thumbnails sized from the image, newest first', async () => {
    mockSavedImages();
    await openMyImages();
    const images = within(gallery()).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'A red fox in fresh snow',
      'A bowl of ramen, studio light',
      'A lighthouse on a cliff at dusk',
    ]);
    expect(images[0]).toHaveAttribute(
      'src',
      '/media/images/23-thumb.webp?expires=1893456000&signature=sig23',
    );
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '1536');
    expect(images[0]).toHaveAttribute('height', '1024');
  });

  it('searches the prompts once typing pauses', async () => {
    const { queries } = mockSavedImages();
    const user = userEvent.setup();
    await openMyImages();
    await user.type(screen.getByRole('searchbox', { name: 'Search your images' }), 'fox');
    await waitFor(() => expect(within(gallery()).getAllByRole('listitem')).toHaveLength(1));
    expect(gallery()).toContainElement(screen.getByRole('img', { name: 'A red fox in fresh snow' }));
    expect(queries.filter((query) => query.includes('search'))).toEqual(['page=1&page_size=24&search=fox']);
    await user.type(screen.getByRole('searchbox', { name: 'Search your images' }), 'zzz');
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
  });

  it('goes through the pages with Next', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      savedImage({ id: 100 - index, prompt: `Image number ${100 - index}` }),
    );
    mockSavedImages(many);
    const user = userEvent.setup();
    await openMyImages();
    expect(within(gallery()).getAllByRole('listitem')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(gallery()).getAllByRole('listitem')).toHaveLength(6));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('opens an image in the lightbox: the full image, prompt, size, style, quality, date and Download', async () => {
    mockSavedImages();
    const user = userEvent.setup();
    await openMyImages();
    await user.click(thumbnail('A lighthouse on a cliff at dusk'));
    const dialog = await screen.findByRole('dialog', { name: 'A lighthouse on a cliff at dusk' });
    expect(within(dialog).getByRole('img', { name: 'A lighthouse on a cliff at dusk' })).toHaveAttribute(
      'src',
      '/media/images/21.png?expires=1893456000&signature=sig21',
    );
    expect(dialog).toHaveTextContent('3 of 3');
    expect(dialog).toHaveTextContent('Size1024 × 1024 · Square');
    expect(dialog).toHaveTextContent('StyleVivid');
    expect(dialog).toHaveTextContent('QualityHD');
    expect(dialog).toHaveTextContent('CreatedMar 2, 2026');
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute(
      'href',
      '/media/images/21.png?download=1&expires=1893456000&signature=sig21',
    );
    expect(download).toHaveAttribute('download');
  });

  it('moves with the arrow keys and the buttons, closes with Escape, and gives focus back to the thumbnail', async () => {
    mockSavedImages();
    const user = userEvent.setup();
    await openMyImages();
    await user.click(thumbnail('A red fox in fresh snow'));
    await screen.findByRole('dialog', { name: 'A red fox in fresh snow' });
    expect(within(lightbox()).queryByRole('button', { name: 'Previous image' })).not.toBeInTheDocument();
    expect(lightbox()).toHaveTextContent('StyleVivid');

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'A bowl of ramen, studio light' })).toHaveTextContent(
      '2 of 3',
    );
    expect(lightbox()).not.toHaveTextContent('Style');
    await user.click(within(lightbox()).getByRole('button', { name: 'Next image' }));
    await screen.findByRole('dialog', { name: 'A lighthouse on a cliff at dusk' });
    expect(within(lightbox()).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(lightbox()).toHaveAccessibleName('A lighthouse on a cliff at dusk');
    await user.keyboard('{ArrowLeft}');
    await screen.findByRole('dialog', { name: 'A bowl of ramen, studio light' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnail('A bowl of ramen, studio light')).toHaveFocus());
  });

  it('deletes the image after asking: it leaves the gallery and the lightbox shows the next one', async () => {
    const { deletes } = mockSavedImages();
    const user = userEvent.setup();
    await openMyImages();
    await user.click(thumbnail('A bowl of ramen, studio light'));
    await screen.findByRole('dialog', { name: 'A bowl of ramen, studio light' });
    await user.click(within(lightbox()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this image?' });
    expect(confirm).toHaveTextContent('“A bowl of ramen, studio light” will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('dialog', { name: 'A lighthouse on a cliff at dusk' })).toHaveTextContent(
      '2 of 2',
    );
    expect(screen.queryByRole('dialog', { name: 'Delete this image?' })).not.toBeInTheDocument();
    expect(deletes).toEqual([22]);
    expect(
      within(gallery()).queryByRole('img', { name: 'A bowl of ramen, studio light', hidden: true }),
    ).not.toBeInTheDocument();
    expect(within(gallery()).getAllByRole('listitem', { hidden: true })).toHaveLength(2);

    // The last one deleted: nothing comes after it, so the lightbox closes.
    await user.click(within(lightbox()).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this image?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([22, 21]);
    expect(within(gallery()).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(thumbnail('A red fox in fresh snow')).toHaveFocus());
  });

  it('points an empty gallery to AI Images', async () => {
    mockSavedImages([]);
    renderApp('/user/saved/images');
    const link = await screen.findByRole('link', { name: 'Open AI Images' });
    expect(link).toHaveAttribute('href', '/user/ai-images');
    expect(screen.getByText(/Nothing here yet/)).toBeInTheDocument();
  });
});

describe('the tool page’s images', () => {
  beforeEach(() => signIn());

  it('open the same lightbox from Latest generations', async () => {
    mockSavedImages(savedImagesFixture.slice(0, 2));
    const user = userEvent.setup();
    renderApp('/user/ai-images');
    const latest = await screen.findByRole('list', { name: 'Latest generations' });
    await user.click(within(latest).getByRole('button', { name: 'A red fox in fresh snow' }));
    const dialog = await screen.findByRole('dialog', { name: 'A red fox in fresh snow' });
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('download');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'A bowl of ramen, studio light' })).toHaveTextContent(
      '2 of 2',
    );
  });
});
