import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { mockTranscription } from '@/testing/ai-transcription-fixtures';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const list = () => screen.getByRole('list', { name: 'Your transcriptions' });
const row = (name: string) => within(list()).getByRole('article', { name });

describe('My Speech To Text', () => {
  beforeEach(() => signIn());

  it('lists the transcriptions newest first: file name to its page, status, duration, date and excerpt', async () => {
    mockTranscription();
    renderApp('/user/saved/speech-to-text');
    await screen.findByRole('list', { name: 'Your transcriptions' });
    expect(
      within(list())
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['interview.wav', 'lecture.ogg', 'broken.m4a']);
    const interview = row('interview.wav');
    expect(within(interview).getByRole('link', { name: 'interview.wav' })).toHaveAttribute(
      'href',
      '/user/saved/speech-to-text/73',
    );
    expect(interview).toHaveTextContent('Done');
    expect(interview).toHaveTextContent('1:15');
    expect(interview).toHaveTextContent('Mar 2, 2026');
    expect(interview).toHaveTextContent('An interview about the city budget.');
    expect(row('lecture.ogg')).toHaveTextContent('Transcribing');
    expect(row('broken.m4a')).toHaveTextContent('The audio could not be decoded.');
  });

  it('deletes a transcription after asking', async () => {
    const { deletes } = mockTranscription();
    const user = userEvent.setup();
    renderApp('/user/saved/speech-to-text');
    await screen.findByRole('list', { name: 'Your transcriptions' });
    await user.click(within(row('interview.wav')).getByRole('button', { name: 'Delete “interview.wav”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this transcription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(list()).queryByRole('article', { name: 'interview.wav' })).not.toBeInTheDocument(),
    );
    expect(deletes).toEqual([73]);
  });
});
