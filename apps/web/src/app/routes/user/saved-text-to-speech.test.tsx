import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { mockSpeech, savedSpeech, stubAudioPlayback } from '@/testing/ai-speech-fixtures';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const list = () => screen.getByRole('list', { name: 'Your speeches' });
const row = (name: string) => within(list()).getByRole('article', { name });

async function openMySpeeches() {
  renderApp('/user/saved/text-to-speech');
  return screen.findByRole('list', { name: 'Your speeches' });
}

describe('My Text To Speeches', () => {
  beforeEach(() => signIn());

  it('lists the speeches newest first: text, voice and language, duration, date, player and Download', async () => {
    mockSpeech();
    await openMySpeeches();
    expect(
      within(list())
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'The quick brown fox jumps over the lazy dog.',
      'Guten Morgen! Das ist ein kurzer Satz.',
      'Welcome to Inkwell. This paragraph is read aloud.',
    ]);
    const german = row('Guten Morgen! Das ist ein kurzer Satz.');
    expect(german).toHaveTextContent('Anna · German');
    expect(german).toHaveTextContent('0:04');
    expect(german).toHaveTextContent('Mar 2, 2026');
    expect(row('The quick brown fox jumps over the lazy dog.')).toHaveTextContent('1:15');
    const player = within(german).getByLabelText('Play “Guten Morgen! Das ist ein kurzer Satz.”', {
      selector: 'audio',
    });
    expect(player).toHaveAttribute('src', '/media/speech/52.mp3?expires=1893456000&signature=speech52');
    expect(player).toHaveAttribute('controls');
    const download = within(german).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute(
      'href',
      '/media/speech/52.mp3?download=1&expires=1893456000&signature=speech52',
    );
    expect(download).toHaveAttribute('download');
  });

  it('plays one speech at a time', async () => {
    mockSpeech();
    const audio = stubAudioPlayback();
    await openMySpeeches();
    const players = list().querySelectorAll('audio');
    await players[0]!.play();
    expect(players[0]!.paused).toBe(false);
    await players[1]!.play();
    expect(players[0]!.paused).toBe(true);
    expect(players[1]!.paused).toBe(false);
    expect(audio.played).toEqual([players[0], players[1]]);
  });

  it('searches the texts once typing pauses', async () => {
    const { queries } = mockSpeech();
    const user = userEvent.setup();
    await openMySpeeches();
    await user.type(screen.getByRole('searchbox', { name: 'Search your speeches' }), 'morgen');
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(1));
    expect(row('Guten Morgen! Das ist ein kurzer Satz.')).toBeInTheDocument();
    expect(queries.filter((query) => query.includes('search'))).toEqual([
      'page=1&page_size=10&search=morgen',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Search your speeches' }), 'zzz');
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
  });

  it('goes through the pages with Next', async () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      savedSpeech({ id: 100 - index, text: `Speech number ${100 - index}` }),
    );
    mockSpeech(many);
    const user = userEvent.setup();
    await openMySpeeches();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('deletes a speech after asking', async () => {
    const { deletes } = mockSpeech();
    const user = userEvent.setup();
    await openMySpeeches();
    await user.click(
      within(row('Guten Morgen! Das ist ein kurzer Satz.')).getByRole('button', {
        name: 'Delete “Guten Morgen! Das ist ein kurzer Satz.”',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this speech?' });
    expect(confirm).toHaveTextContent(
      '“Guten Morgen! Das ist ein kurzer Satz.” and its audio will be deleted.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([52]);
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(2));
    expect(
      within(list()).queryByRole('article', { name: 'Guten Morgen! Das ist ein kurzer Satz.' }),
    ).not.toBeInTheDocument();
  });

  it('points to Text to Speech when there is nothing yet', async () => {
    mockSpeech([]);
    renderApp('/user/saved/text-to-speech');
    expect(await screen.findByText(/Nothing here yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Text to Speech' })).toHaveAttribute(
      'href',
      '/user/text-to-speech',
    );
  });
});
