import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { voiceEndpoints } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';
import { stubAudioPlayback, voicesFixture } from '@/testing/ai-speech-fixtures';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { mockVoiceSettingsApi } from '@/testing/voice-settings';
import SettingsVoicesRoute from './settings-voices';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

/** The page alone, with its query client, so a test can see what the page invalidates. */
function renderPage() {
  signIn({ isAdmin: true });
  const result = renderWithProviders(<SettingsVoicesRoute />);
  result.queryClient.setQueryData(endpointKey(voiceEndpoints.list, {}), voicesFixture);
  return { ...result, user: userEvent.setup() };
}

const usersVoicesInvalidated = (queryClient: ReturnType<typeof renderPage>['queryClient']) =>
  queryClient.getQueryState(endpointKey(voiceEndpoints.list, {}))?.isInvalidated;

/** The names of the voice rows shown, in order (only the voice lists' own items). */
const voiceNames = () =>
  screen
    .queryAllByRole('list', { name: / voices$/ })
    .flatMap((list) => within(list).queryAllByRole('listitem'))
    .map((item) => item.getAttribute('aria-label'));
const voice = async (name: string) => screen.findByRole('listitem', { name });
const group = (language: string) => screen.getByRole('list', { name: `${language} voices` });

describe('/user/settings-voices', () => {
  it('redirects a non-admin to /', async () => {
    signIn();
    const { router } = renderApp('/user/settings-voices');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lists the voices by language with their facts, badges and switches', async () => {
    mockVoiceSettingsApi();
    renderPage();
    await voice('SLT');
    expect(screen.getByRole('region', { name: 'Voices' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'English',
      'German',
      'Multiple languages',
      'Portuguese',
    ]);
    expect(
      within(group('English'))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['SLT', 'Scottish Alan']);
    const slt = await voice('SLT');
    expect(within(slt).getByText('Default')).toBeInTheDocument();
    expect(slt).toHaveTextContent('English (United States) · Female · Flite (offline) · 12 speeches');
    const alan = await voice('Scottish Alan');
    expect(within(alan).getByText('AWB')).toBeInTheDocument();
    expect(within(alan).queryByText('Default')).not.toBeInTheDocument();
    expect(within(await voice('Marcos')).getByRole('switch', { name: 'Switched on' })).not.toBeChecked();
    const alloy = await voice('Alloy');
    expect(within(alloy).getByText('Unavailable on this server')).toBeInTheDocument();
    expect(within(alloy).getByRole('switch', { name: 'Switched on' })).toBeEnabled();
    expect(screen.getByText('5 voices, 4 switched on')).toBeInTheDocument();
  });

  it('filters by name, language, engine and switched on', async () => {
    mockVoiceSettingsApi();
    const { user } = renderPage();
    await voice('SLT');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'awb');
    expect(voiceNames()).toEqual(['Scottish Alan']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));

    const language = screen.getByRole('combobox', { name: 'Language' });
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
      'Multiple languages',
      'Portuguese (Brazil)',
    ]);
    // German lists what users may pick for German: its voices and those that speak any language.
    await user.click(screen.getByRole('option', { name: 'German' }));
    expect(voiceNames()).toEqual(['Anna', 'Alloy']);
    expect(screen.getByText('2 of 5 voices')).toBeInTheDocument();
    await user.click(language);
    await user.click(screen.getByRole('option', { name: 'All languages' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Engine' }), 'eSpeak NG (offline)');
    expect(voiceNames()).toEqual(['Anna', 'Marcos']);
    await user.click(screen.getByRole('switch', { name: 'Only switched on' }));
    expect(voiceNames()).toEqual(['Anna']);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nobody');
    expect(screen.getByText('No voice matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(voiceNames()).toHaveLength(5);
  });

  it('switches a voice off with a PATCH, shows it off, and has users’ voices read again', async () => {
    const { writes } = mockVoiceSettingsApi();
    const { user, queryClient } = renderPage();
    const anna = await voice('Anna');
    const toggle = within(anna).getByRole('switch', { name: 'Switched on' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(within(anna).getByText('Hidden from users.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: '/api/v1/admin/voices/3/', body: { enabled: false } }]);
    expect(usersVoicesInvalidated(queryClient)).toBe(true);
    expect(screen.getByText('5 voices, 3 switched on')).toBeInTheDocument();
  });

  it('renames a voice, shows the engine’s name beside it, and an empty name restores the engine’s', async () => {
    const { writes } = mockVoiceSettingsApi();
    const { user, queryClient } = renderPage();
    await user.click(within(await voice('Anna')).getByRole('button', { name: 'Rename Anna' }));
    const form = screen.getByRole('form', { name: 'Rename Anna' });
    const name = within(form).getByRole('textbox', { name: 'Name users see' });
    expect(name).toHaveValue('Anna');
    await user.clear(name);
    await user.type(name, 'Greta');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const greta = await voice('Greta');
    expect(within(greta).getByText('Anna')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Rename/ })).not.toBeInTheDocument();
    expect(within(greta).getByRole('button', { name: 'Rename Greta' })).toHaveFocus();
    expect(usersVoicesInvalidated(queryClient)).toBe(true);

    await user.click(within(greta).getByRole('button', { name: 'Rename Greta' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name users see' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await voice('Anna')).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([{ name: 'Greta' }, { name: '' }]);

    await user.click(within(await voice('Anna')).getByRole('button', { name: 'Rename Anna' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Rename Anna' })).not.toBeInTheDocument();
    expect(writes).toHaveLength(2);
  });

  it('makes a voice its language’s default: the badge moves from the other voice of that language', async () => {
    const { writes } = mockVoiceSettingsApi();
    const { user, queryClient } = renderPage();
    const alan = await voice('Scottish Alan');
    await user.click(within(alan).getByRole('button', { name: 'Make default for English: Scottish Alan' }));
    await waitFor(() => expect(within(alan).getByText('Default')).toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'SLT' })).queryByText('Default'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Default: Scottish Alan')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PATCH', path: '/api/v1/admin/voices/2/', body: { language_default: true } },
    ]);
    expect(usersVoicesInvalidated(queryClient)).toBe(true);
  });

  it('shows the server’s 400 under the voice it is about', async () => {
    mockVoiceSettingsApi();
    const message = 'Switch the voice on before making it its language’s default.';
    server.use(
      http.patch(api('admin/voices/:id/'), () =>
        HttpResponse.json({ language_default: [message] }, { status: 400 }),
      ),
    );
    const { user } = renderPage();
    const marcos = await voice('Marcos');
    const make = within(marcos).getByRole('button', { name: 'Make default for Portuguese: Marcos' });
    await user.click(make);
    expect(await within(marcos).findByText(message)).toBeInTheDocument();
    expect(make).toHaveAccessibleDescription(message);
    expect(within(marcos).queryByText('Default')).not.toBeInTheDocument();
  });

  it('regenerates every preview only once confirmed, then plays the new clip', async () => {
    const { writes } = mockVoiceSettingsApi();
    const { played } = stubAudioPlayback();
    const { user } = renderPage();
    await voice('SLT');
    await user.click(screen.getByRole('button', { name: 'Regenerate all previews' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate all previews?' });
    expect(dialog).toHaveTextContent('all 5 voices');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Regenerate all previews' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate all' }));
    expect(
      await screen.findByText('5 preview clips deleted: each is made again on its next play.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/api/v1/admin/voices/previews/', body: undefined }]);

    await user.click(within(await voice('SLT')).getByRole('button', { name: 'Play SLT' }));
    const src = new URL(played[0]!.src);
    expect(src.pathname).toBe('/media/voices/1.mp3');
    expect(src.searchParams.get('signature')).toBe('voice1');
    expect(src.searchParams.get('v')).toBe('1.0');
  });

  it('regenerates one voice’s preview: its next play asks for the new clip', async () => {
    const { writes } = mockVoiceSettingsApi();
    const { played } = stubAudioPlayback();
    const { user } = renderPage();
    const anna = await voice('Anna');
    await user.click(within(anna).getByRole('button', { name: 'Play Anna' }));
    await waitFor(() => expect(played).toHaveLength(1));
    expect(new URL(played[0]!.src).searchParams.has('v')).toBe(false);
    await user.click(within(anna).getByRole('button', { name: 'Stop Anna' }));

    await user.click(within(anna).getByRole('button', { name: 'Regenerate preview of Anna' }));
    expect(await within(anna).findByText('A new preview is made on its next play.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/api/v1/admin/voices/3/preview/', body: undefined }]);
    await user.click(within(anna).getByRole('button', { name: 'Play Anna' }));
    await waitFor(() => expect(played).toHaveLength(2));
    expect(new URL(played[1]!.src).searchParams.get('v')).toBe('0.1');
  });
});
