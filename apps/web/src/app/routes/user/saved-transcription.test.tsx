import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { stubAudioPlayback } from '@/testing/ai-speech-fixtures';
import { mockTranscription } from '@/testing/ai-transcription-fixtures';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

describe('Saved transcription', () => {
  beforeEach(() => signIn());

  it('shows the transcript with its audio, timestamps, Copy and Downloads; a line seeks the audio', async () => {
    mockTranscription();
    const audio = stubAudioPlayback();
    const user = userEvent.setup();
    renderApp('/user/saved/speech-to-text/73');
    expect(await screen.findByRole('heading', { level: 2, name: 'interview.wav' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Transcript' })).toHaveTextContent(
      'An interview about the city budget.',
    );
    for (const name of ['Copy text', 'Download .txt', 'Download .srt', 'Delete']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(screen.getByRole('list', { name: 'Segments' })).getAllByRole('button')[1]!);
    const player = screen.getByLabelText<HTMLAudioElement>('Audio: interview.wav', { selector: 'audio' });
    expect(player.currentTime).toBe(62.25);
    expect(audio.played).toEqual([player]);
  });

  it('deletes it and goes back to My Speech To Text', async () => {
    const { deletes } = mockTranscription();
    const user = userEvent.setup();
    const { router } = renderApp('/user/saved/speech-to-text/73');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this transcription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/saved/speech-to-text'));
    expect(deletes).toEqual([73]);
    expect(await screen.findByRole('list', { name: 'Your transcriptions' })).toBeInTheDocument();
  });
});
