import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { stubAudioPlayback } from '@/testing/ai-speech-fixtures';
import { mockAiStatus } from '@/testing/ai-status';
import { audioFile, mockTranscription, transcription } from '@/testing/ai-transcription-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const form = () => screen.getByRole('form', { name: 'Transcribe audio' });
const fileInput = () => within(form()).getByLabelText<HTMLInputElement>('Audio file');
const transcribe = () => within(form()).getByRole('button', { name: 'Transcribe' });

async function openSpeechToText(url = '/user/speech-to-text') {
  const rendered = renderApp(url);
  await screen.findByText('18 speech-to-text transcriptions left');
  return rendered;
}

/** A microphone and a MediaRecorder that records one chunk of Ogg when stopped. */
function stubRecording() {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [track] }));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  class FakeRecorder extends EventTarget {
    static isTypeSupported = (type: string) => type === 'audio/ogg';
    state = 'inactive';
    mimeType = 'audio/ogg';
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.dispatchEvent(
        Object.assign(new Event('dataavailable'), { data: new Blob(['ogg'], { type: 'audio/ogg' }) }),
      );
      this.dispatchEvent(new Event('stop'));
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  return { getUserMedia, track };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const queued = transcription({
  id: 80,
  status: 'queued',
  progress: 0,
  text: null,
  segments: [],
  finished_at: null,
});
const running = { ...queued, status: 'running' as const, progress: 0.5 };
const done = transcription({ id: 80 });

describe('Speech to Text', () => {
  beforeEach(() => signIn());

  it('says the tool is not set up (and how to install an engine) when the server has none', async () => {
    mockTranscription({ options: { languages: [], max_bytes: 1 } });
    mockAiStatus({ stt: false });
    renderApp('/user/speech-to-text');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Speech to text is not set up yet');
    expect(alert).toHaveTextContent('apt-get install pocketsphinx pocketsphinx-en-us');
    expect(screen.queryByRole('form', { name: 'Transcribe audio' })).not.toBeInTheDocument();
  });

  it('shows the languages, the minutes per transcription and the transcriptions left', async () => {
    mockTranscription();
    await openSpeechToText();
    await screen.findByRole('form', { name: 'Transcribe audio' });
    const language = within(form()).getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English (United States)', 'German']);
    await waitFor(() =>
      expect(form()).toHaveTextContent('Your plan transcribes up to 20 minutes per recording.'),
    );
  });

  it('refuses a too-large file or another type before sending anything', async () => {
    const { uploads } = mockTranscription();
    const user = userEvent.setup({ applyAccept: false });
    await openSpeechToText();
    await screen.findByRole('form', { name: 'Transcribe audio' });
    await user.upload(fileInput(), audioFile('big.mp3', 'audio/mpeg', 26 * 1024 * 1024));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      '“big.mp3” is 26 MB; files up to 25 MB can be transcribed.',
    );
    await user.upload(fileInput(), audioFile('notes.pdf', 'application/pdf'));
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      '“notes.pdf” is not an audio file this tool takes.',
    );
    await user.click(transcribe());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Choose an audio file or record one first.');
    expect(uploads).toEqual([]);
  });

  it('uploads, follows the job from queued to running to done, then shows the transcript and its lines', async () => {
    const { uploads } = mockTranscription({ jobs: [queued, running, done] });
    const user = userEvent.setup();
    const { router } = await openSpeechToText();
    await screen.findByRole('form', { name: 'Transcribe audio' });
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Language' }), 'de');
    await user.upload(fileInput(), audioFile('meeting.mp3'));
    expect(form()).toHaveTextContent('meeting.mp3');
    await user.click(transcribe());
    expect(await screen.findByRole('progressbar', { name: 'Queued' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?job=80');
    // jsdom's XMLHttpRequest hands MSW the file as "blob" (a browser sends its name), so only the language is checked.
    expect(uploads.map((upload) => upload.language)).toEqual(['de']);
    expect(await screen.findByText('19 speech-to-text transcriptions left')).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Transcribing' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('Hello and welcome. Today we talk about speech.');
    const lines = within(screen.getByRole('list', { name: 'Segments' })).getAllByRole('button');
    expect(lines.map((line) => line.textContent)).toEqual([
      '0:00Hello and welcome.',
      '1:02Today we talk about speech.',
    ]);
    expect(screen.getByRole('button', { name: 'Download .srt' })).toBeEnabled();
    expect(screen.getByLabelText('Audio: meeting.mp3', { selector: 'audio' })).toHaveAttribute(
      'src',
      done.audio_url,
    );
  });

  it('resumes following the job in the URL; a segment click plays the audio from its start', async () => {
    mockTranscription({ jobs: [done] });
    const audio = stubAudioPlayback();
    const user = userEvent.setup();
    await openSpeechToText('/user/speech-to-text?job=80');
    await user.click(await screen.findByRole('button', { name: /Today we talk about speech/ }));
    const player = screen.getByLabelText<HTMLAudioElement>('Audio: meeting.mp3', { selector: 'audio' });
    expect(player.currentTime).toBe(62.25);
    expect(audio.played).toEqual([player]);
  });

  it('says why a finished job failed', async () => {
    mockTranscription({
      jobs: [transcription({ status: 'failed', text: null, error: 'The audio could not be decoded.' })],
    });
    await openSpeechToText('/user/speech-to-text?job=71');
    expect(await screen.findByText('The audio could not be decoded.')).toBeInTheDocument();
  });

  it.each([
    [402, 'You have no speech-to-text transcriptions left.', 'Buy more'],
    [
      422,
      'This recording is 31 minutes long; your plan allows 20 minutes per transcription.',
      'Current Plan',
    ],
  ])('%i: the server’s words in the form with the way to the plans', async (status, detail, link) => {
    mockTranscription({ start: () => HttpResponse.json({ detail }, { status }) });
    const user = userEvent.setup();
    await openSpeechToText();
    await screen.findByRole('form', { name: 'Transcribe audio' });
    await user.upload(fileInput(), audioFile());
    await user.click(transcribe());
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).getByRole('link', { name: link })).toHaveAttribute('href', '/user/current-plan');
  });

  it('a 413 is said without a plan link', async () => {
    mockTranscription();
    server.use(
      http.post(api('ai/speech-to-text/'), () =>
        HttpResponse.json({ detail: 'The file is larger than 25 MB.' }, { status: 413 }),
      ),
    );
    const user = userEvent.setup();
    await openSpeechToText();
    await screen.findByRole('form', { name: 'Transcribe audio' });
    await user.upload(fileInput(), audioFile());
    await user.click(transcribe());
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('The file is larger than 25 MB.');
    await waitFor(() => expect(within(alert).queryByRole('link')).not.toBeInTheDocument());
  });

  it('records in the browser with a timer up to the plan’s minutes, then sends the recording', async () => {
    const { uploads } = mockTranscription({ jobs: [queued] });
    const { track } = stubRecording();
    const user = userEvent.setup();
    await openSpeechToText();
    await screen.findByRole('form', { name: 'Transcribe audio' });
    await user.click(within(form()).getByRole('button', { name: 'Record' }));
    // The time counts up in real seconds (a loaded machine may already show 0:01); the limit is the plan's.
    expect(await within(form()).findByRole('timer', { name: 'Recording time' })).toHaveTextContent(
      /^0:0\d \/ 20:00$/,
    );
    await user.click(within(form()).getByRole('button', { name: 'Stop recording' }));
    expect(await within(form()).findByText(/^recording-.*\.ogg$/)).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    await user.click(transcribe());
    await screen.findByRole('progressbar', { name: 'Queued' });
    expect(uploads).toHaveLength(1);
  });
});
