import type { TSpeechResult } from '@inkwell/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { mockSpeech, savedSpeech, stubAudioPlayback } from '@/testing/ai-speech-fixtures';
import { balanceFixture } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const form = () => screen.getByRole('form', { name: 'Create speech' });
const text = () => within(form()).getByRole('textbox', { name: 'Text to read aloud' });
const generate = () => within(form()).getByRole('button', { name: 'Generate' });
const voices = () => within(form()).getByRole('list', { name: 'Voices' });
const voiceNames = () =>
  within(voices())
    .getAllByRole('radio')
    .map((radio) => radio.closest('li')?.querySelector('label')?.textContent);

async function openTextToSpeech() {
  renderApp('/user/text-to-speech');
  await screen.findByRole('form', { name: 'Create speech' });
  await screen.findByText('30 text-to-speech generations left');
  await within(form()).findByRole('list', { name: 'Voices' });
}

/** The user's characters per speech, as the balance answers it. */
function withCharacterLimit(limit: number) {
  server.use(
    http.get(api('users/balance/'), () =>
      HttpResponse.json({
        ...balanceFixture,
        limits: { ...balanceFixture.limits, text_character_length_limit: limit },
      }),
    ),
  );
}

/** Every POST ai/text-to-speech/ body, answered by `respond` (which may wait). */
function mockGenerate(respond: () => Response | Promise<Response>) {
  const sent: unknown[] = [];
  server.use(
    http.post(api('ai/text-to-speech/'), async ({ request }) => {
      sent.push(await request.json());
      return respond();
    }),
  );
  return sent;
}

/** A promise and the function that settles it: an answer the test lets through when it wants. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('Text to Speech', () => {
  beforeEach(() => signIn());

  it('lists the voices with their language by name, gender, engine and description; filters them', async () => {
    mockSpeech([]);
    const user = userEvent.setup();
    await openTextToSpeech();
    expect(voiceNames()).toEqual(['SLT', 'AWB', 'Anna', 'Marcos']);
    const slt = within(voices()).getAllByRole('listitem')[0]!;
    expect(slt).toHaveTextContent('English (United States)');
    expect(slt).toHaveTextContent('Female');
    expect(slt).toHaveTextContent('Flite (offline)');
    expect(slt).toHaveTextContent('US English, clear and even.');
    expect(within(form()).getByText('4 voices')).toBeInTheDocument();

    const language = within(form()).getByRole('combobox', { name: 'Language' });
    await user.click(language);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All languages',
      'English (United Kingdom)',
      'English (United States)',
      'German',
      'Portuguese (Brazil)',
    ]);
    await user.click(screen.getByRole('option', { name: 'German' }));
    expect(voiceNames()).toEqual(['Anna']);
    expect(within(form()).getByText('1 of 4 voices')).toBeInTheDocument();

    await user.click(language);
    await user.click(screen.getByRole('option', { name: 'All languages' }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Gender' }), 'Male');
    expect(voiceNames()).toEqual(['AWB', 'Marcos']);
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Engine' }), 'Flite (offline)');
    expect(voiceNames()).toEqual(['AWB']);
    await user.type(within(form()).getByRole('searchbox', { name: 'Search voices' }), 'brazil');
    expect(within(form()).getByText('No voice matches these filters.')).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Show every voice' }));
    expect(voiceNames()).toEqual(['SLT', 'AWB', 'Anna', 'Marcos']);
  });

  it('plays a voice’s preview through one audio element, one at a time, loading until it starts', async () => {
    mockSpeech([]);
    const audio = stubAudioPlayback({ hold: true });
    const user = userEvent.setup();
    await openTextToSpeech();
    await user.click(within(voices()).getByRole('button', { name: 'Play SLT' }));
    const stopSlt = within(voices()).getByRole('button', { name: 'Stop SLT' });
    expect(stopSlt).toHaveAttribute('aria-busy', 'true');
    expect(audio.played).toHaveLength(1);
    const preview = audio.played[0]!;
    expect(preview.getAttribute('src')).toBe('/media/voices/1.mp3?expires=1893456000&signature=voice1');
    audio.release();
    await waitFor(() => expect(stopSlt).not.toHaveAttribute('aria-busy'));

    await user.click(within(voices()).getByRole('button', { name: 'Play Anna' }));
    expect(audio.played).toEqual([preview, preview]);
    expect(preview.getAttribute('src')).toBe('/media/voices/3.mp3?expires=1893456000&signature=voice3');
    expect(within(voices()).getByRole('button', { name: 'Play SLT' })).toBeInTheDocument();
    expect(within(voices()).getByRole('button', { name: 'Stop Anna' })).toBeInTheDocument();
    expect(within(voices()).getAllByRole('button', { name: /^Stop / })).toHaveLength(1);
    audio.release();

    await user.click(within(voices()).getByRole('button', { name: 'Stop Anna' }));
    expect(preview.paused).toBe(true);
    expect(within(voices()).queryAllByRole('button', { name: /^Stop / })).toHaveLength(0);

    // A preview that ends gives its button back.
    await user.click(within(voices()).getByRole('button', { name: 'Play AWB' }));
    audio.release();
    fireEvent(preview, new Event('ended'));
    expect(within(voices()).getByRole('button', { name: 'Play AWB' })).toBeInTheDocument();
  });

  it('counts the characters against the plan and explains the limit before sending a longer text', async () => {
    mockSpeech([]);
    withCharacterLimit(20);
    const sent = mockGenerate(() => HttpResponse.json({ detail: 'not reached' }, { status: 500 }));
    const user = userEvent.setup();
    await openTextToSpeech();
    await user.type(text(), 'Hello there');
    const count = within(form()).getByText('11 / 20 characters');
    expect(count).not.toHaveClass('text-destructive');
    await user.type(text(), ', how are you today?');
    expect(within(form()).getByText('31 / 20 characters')).toHaveClass('text-destructive');
    await user.click(within(voices()).getByRole('radio', { name: 'SLT' }));
    await user.click(generate());

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This text has 31 characters; your plan allows 20 per speech. Shorten it, or buy a plan with more characters per speech.',
    );
    expect(within(alert).getByRole('link', { name: 'Current Plan' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
    expect(sent).toEqual([]);
  });

  it('shows the progress while the speech is made, then its player, Download and the new balance', async () => {
    const { state } = mockSpeech([]);
    const answer = gate();
    const made = savedSpeech({ id: 61, text: 'Hello from Inkwell.', format: 'ogg', speed: 1.25 });
    const sent = mockGenerate(async () => {
      await answer.opened;
      state.saved = [made];
      return HttpResponse.json({ saved: made, balance: 29 } satisfies TSpeechResult, { status: 201 });
    });
    const user = userEvent.setup();
    await openTextToSpeech();
    expect(await screen.findByText(/No speeches yet/)).toBeInTheDocument();
    await user.type(text(), 'Hello from Inkwell.');
    await user.click(within(voices()).getByRole('radio', { name: 'SLT' }));
    expect(within(form()).getByText('SLT · English (United States)')).toBeInTheDocument();
    fireEvent.change(within(form()).getByRole('slider', { name: 'Speed' }), { target: { value: '1.25' } });
    expect(within(form()).getByText('1.25×')).toBeInTheDocument();
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Format' }), 'Ogg Opus');
    await user.click(generate());

    const result = await screen.findByRole('region', { name: 'New speech' });
    expect(within(result).getByText('Making the speech…').closest('[role="status"]')).toHaveTextContent(
      /^Making the speech…\s*\d+ s$/,
    );
    expect(result).toHaveAttribute('aria-busy', 'true');
    expect(generate()).toBeDisabled();
    expect(sent).toEqual([{ text: 'Hello from Inkwell.', voice_id: 1, speed: 1.25, format: 'ogg' }]);

    answer.open();
    const player = await within(result).findByLabelText('New speech', { selector: 'audio' });
    expect(player).toHaveAttribute('src', made.audio_url);
    expect(player).toHaveAttribute('controls');
    expect(within(result).getByRole('link', { name: 'Download' })).toHaveAttribute('href', made.download_url);
    expect(result).toHaveTextContent('SLT · English (United States) · 1.25× · Ogg Opus · 0:04');
    await user.selectOptions(within(result).getByRole('combobox', { name: 'Playback speed' }), '1.5×');
    expect((player as HTMLAudioElement).playbackRate).toBe(1.5);
    expect(await screen.findByText('29 text-to-speech generations left')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'My Text To Speeches' })).toHaveAttribute(
      'href',
      '/user/saved/text-to-speech',
    );

    const latest = screen.getByRole('region', { name: 'Latest speeches' });
    await within(latest).findByRole('article', { name: 'Hello from Inkwell.' });
    expect(within(latest).getByRole('link', { name: 'See all in My Text To Speeches' })).toHaveAttribute(
      'href',
      '/user/saved/text-to-speech',
    );
  });

  it('402: says so in the form with a way to buy more', async () => {
    mockSpeech([]);
    mockGenerate(() =>
      HttpResponse.json({ detail: 'You have no text-to-speech generations left.' }, { status: 402 }),
    );
    const user = userEvent.setup();
    await openTextToSpeech();
    await user.type(text(), 'Hello.');
    await user.click(within(voices()).getByRole('radio', { name: 'SLT' }));
    await user.click(generate());
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('You have no text-to-speech generations left.');
    expect(within(alert).getByRole('link', { name: 'Buy more' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
    expect(screen.queryByRole('region', { name: 'New speech' })).not.toBeInTheDocument();
  });

  it('422: shows the server’s limit in the form with the way to Current Plan', async () => {
    mockSpeech([]);
    const detail =
      'This request needs 12,000 characters per speech; your plan allows 10,000. Buy a plan with more characters per speech.';
    mockGenerate(() => HttpResponse.json({ detail }, { status: 422 }));
    const user = userEvent.setup();
    await openTextToSpeech();
    await user.type(text(), 'Hello.');
    await user.click(within(voices()).getByRole('radio', { name: 'SLT' }));
    await user.click(generate());
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).getByRole('link', { name: 'Current Plan' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
  });

  it('503: the engine’s words, with no plan link', async () => {
    mockSpeech([]);
    const detail = 'Text to speech is busy right now. Please try again in a minute.';
    mockGenerate(() => HttpResponse.json({ detail }, { status: 503 }));
    const user = userEvent.setup();
    await openTextToSpeech();
    await user.type(text(), 'Hello.');
    await user.click(within(voices()).getByRole('radio', { name: 'SLT' }));
    await user.click(generate());
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts on the picked language’s default voice, and leaves the pick alone for a language without one', async () => {
    mockSpeech([]);
    const user = userEvent.setup();
    await openTextToSpeech();
    expect(within(form()).getByText('No voice picked yet')).toBeInTheDocument();
    const language = within(form()).getByRole('combobox', { name: 'Language' });
    await user.click(language);
    await user.click(screen.getByRole('option', { name: 'English (United Kingdom)' }));
    expect(within(form()).getByText('No voice picked yet')).toBeInTheDocument();
    await user.click(language);
    await user.click(screen.getByRole('option', { name: 'German' }));
    expect(within(voices()).getByRole('radio', { name: 'Anna' })).toBeChecked();
    expect(within(form()).getByText('Anna · German')).toBeInTheDocument();
  });

  it('asks for a text and a voice before sending, and puts the server’s voice error under the voices', async () => {
    mockSpeech([]);
    const sent = mockGenerate(() =>
      HttpResponse.json({ voice_id: ['Pick one of the voices listed.'] }, { status: 400 }),
    );
    const user = userEvent.setup();
    await openTextToSpeech();
    await user.click(generate());
    expect(await within(form()).findByText('Type the text to read aloud.')).toBeInTheDocument();
    expect(within(form()).getByText('Pick a voice.')).toBeInTheDocument();
    expect(text()).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(text(), 'Hello.');
    await user.click(within(voices()).getByRole('radio', { name: 'AWB' }));
    await user.click(generate());
    expect(await within(form()).findByText('Pick one of the voices listed.')).toBeInTheDocument();
    expect(within(form()).getByRole('group', { name: 'Voice' })).toHaveAccessibleDescription(
      'Pick one of the voices listed.',
    );
    expect(within(form()).getByRole('group', { name: 'Voice' })).toHaveFocus();
    expect(sent).toEqual([{ text: 'Hello.', voice_id: 2, speed: 1, format: 'mp3' }]);
  });
});
