import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { assistantEndpoints } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';
import { assistantsFixture } from '@/testing/ai-chat-fixtures';
import { mockAssistantSettingsApi } from '@/testing/assistant-settings';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import SettingsAssistantsRoute from './settings-assistants';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

/** The page alone, with its query client, so a test can see what the page invalidates. */
function renderPage(options: { applyAccept?: boolean } = {}) {
  signIn({ isAdmin: true });
  const result = renderWithProviders(<SettingsAssistantsRoute />, {
    route: '/user/settings-assistants',
    routes: [{ path: '/user/ai-chats/:id', element: <p>The test chat</p> }],
  });
  result.queryClient.setQueryData(endpointKey(assistantEndpoints.list), assistantsFixture);
  return { ...result, user: userEvent.setup(options) };
}

const usersListInvalidated = (queryClient: ReturnType<typeof renderPage>['queryClient']) =>
  queryClient.getQueryState(endpointKey(assistantEndpoints.list))?.isInvalidated;

const assistantNames = () =>
  within(screen.getByRole('list', { name: 'Assistants' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const card = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Assistants' })).getByRole('listitem', { name });
const png = new File([new Uint8Array(100)], 'face.png', { type: 'image/png' });

describe('/user/settings-assistants', () => {
  it('shows an admin the page under its title', async () => {
    signIn({ isAdmin: true });
    mockAssistantSettingsApi();
    renderApp('/user/settings-assistants');
    expect(await screen.findByRole('heading', { name: 'Assistants', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Assistants' })).toBeInTheDocument();
  });

  it('lists every assistant in order with its category, Hidden badge and chats', async () => {
    mockAssistantSettingsApi();
    renderPage();
    await card('General Assistant');
    expect(assistantNames()).toEqual(['General Assistant', 'Copywriter', 'Tutor']);
    const tutor = await card('Tutor');
    expect(within(tutor).getByText('Education')).toBeInTheDocument();
    expect(within(tutor).getByText('Hidden')).toBeInTheDocument();
    expect(within(tutor).getByText('4 chats')).toBeInTheDocument();
    expect(within(tutor).getByText('Tutor helps.')).toBeInTheDocument();
    expect(within(await card('General Assistant')).getByText('1 chat')).toBeInTheDocument();
    expect(within(await card('Copywriter')).queryByText('Hidden')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move General Assistant up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Tutor down' })).toBeDisabled();
  });

  it('adds an assistant, showing the server’s field errors under their fields first', async () => {
    const { writes } = mockAssistantSettingsApi();
    let refused = false;
    server.use(
      http.post(api('admin/assistants/'), () => {
        if (refused) return;
        refused = true;
        return HttpResponse.json({ name: ['An assistant with this name exists.'] }, { status: 400 });
      }),
    );
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add assistant' }));
    const form = screen.getByRole('form', { name: 'New assistant' });
    await user.type(within(form).getByLabelText('Name'), 'Copywriter');
    await user.type(within(form).getByLabelText('Category'), 'Writing');
    await user.type(within(form).getByLabelText('Description'), 'Writes ads.');
    await user.type(within(form).getByLabelText('Instructions (system prompt)'), 'You write ads.');
    expect(within(form).getByText('14 / 20,000 characters')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add assistant' }));
    const name = within(form).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription('An assistant with this name exists.'));
    expect(name).toHaveFocus();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Ad Writer');
    await user.click(within(form).getByRole('button', { name: 'Add assistant' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New assistant' })).not.toBeInTheDocument(),
    );
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/assistants/',
        body: {
          name: 'Ad Writer',
          category: 'Writing',
          description: 'Writes ads.',
          system_prompt: 'You write ads.',
          active: true,
        },
      },
    ]);
    await waitFor(() => expect(assistantNames()).toContain('Ad Writer'));
    expect(usersListInvalidated(queryClient)).toBe(true);
  });

  it('checks the required fields before sending anything', async () => {
    const { writes } = mockAssistantSettingsApi();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add assistant' }));
    const form = screen.getByRole('form', { name: 'New assistant' });
    await user.click(within(form).getByRole('button', { name: 'Add assistant' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Give the assistant a name.');
    expect(within(form).getByLabelText('Instructions (system prompt)')).toHaveAccessibleDescription(
      /Write the instructions the model follows\./,
    );
    expect(writes).toEqual([]);
  });

  it('edits the instructions with a PATCH, focus returning to Edit', async () => {
    const { writes } = mockAssistantSettingsApi();
    const { user, queryClient } = renderPage();
    await user.click(within(await card('Copywriter')).getByRole('button', { name: 'Edit Copywriter' }));
    const form = screen.getByRole('form', { name: 'Edit Copywriter' });
    const prompt = within(form).getByLabelText('Instructions (system prompt)');
    expect(prompt).toHaveValue('You are Copywriter.');
    await user.clear(prompt);
    await user.type(prompt, 'Write short, vivid ads.');
    await user.click(within(form).getByRole('button', { name: 'Save assistant' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit Copywriter' })).not.toBeInTheDocument(),
    );
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/admin/assistants/2/',
        body: expect.objectContaining({
          system_prompt: 'Write short, vivid ads.',
          name: 'Copywriter',
        }) as unknown,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Edit Copywriter' })).toHaveFocus();
    expect(usersListInvalidated(queryClient)).toBe(true);
  });

  it('hides an assistant and shows it again with the Active switch', async () => {
    const { writes } = mockAssistantSettingsApi();
    const { user } = renderPage();
    const save = async (name: string) => {
      await user.click(within(await card(name)).getByRole('button', { name: `Edit ${name}` }));
      const form = screen.getByRole('form', { name: `Edit ${name}` });
      await user.click(within(form).getByRole('switch', { name: 'Active' }));
      await user.click(within(form).getByRole('button', { name: 'Save assistant' }));
      await waitFor(() =>
        expect(screen.queryByRole('form', { name: `Edit ${name}` })).not.toBeInTheDocument(),
      );
    };
    await save('Copywriter');
    await waitFor(async () =>
      expect(within(await card('Copywriter')).getByText('Hidden')).toBeInTheDocument(),
    );
    await save('Tutor');
    await waitFor(async () =>
      expect(within(await card('Tutor')).queryByText('Hidden')).not.toBeInTheDocument(),
    );
    expect(writes.map(({ path, body }) => [path, (body as { active: boolean }).active])).toEqual([
      ['/api/v1/admin/assistants/2/', false],
      ['/api/v1/admin/assistants/3/', true],
    ]);
  });

  it('moves an assistant up with a PUT of the new order, keeping focus on it', async () => {
    const { writes } = mockAssistantSettingsApi();
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Move Tutor up' }));
    await waitFor(() => expect(assistantNames()).toEqual(['General Assistant', 'Tutor', 'Copywriter']));
    expect(writes).toEqual([
      { method: 'PUT', path: '/api/v1/admin/assistants/order/', body: { ids: [1, 3, 2] } },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Tutor up' })).toHaveFocus());
    expect(usersListInvalidated(queryClient)).toBe(true);
  });

  it('removes an assistant without chats and says it was deleted', async () => {
    const { writes } = mockAssistantSettingsApi();
    const { user, queryClient } = renderPage();
    await user.click(within(await card('Copywriter')).getByRole('button', { name: 'Remove Copywriter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Copywriter?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const said = await screen.findByText('Copywriter was deleted.');
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus());
    await waitFor(() => expect(assistantNames()).toEqual(['General Assistant', 'Tutor']));
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/v1/admin/assistants/2/', body: undefined }]);
    expect(usersListInvalidated(queryClient)).toBe(true);
  });

  it('removes an assistant users chat with by hiding it, and says so', async () => {
    mockAssistantSettingsApi();
    const { user } = renderPage();
    const general = await card('General Assistant');
    await user.click(within(general).getByRole('button', { name: 'Remove General Assistant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove General Assistant?' });
    expect(dialog).toHaveTextContent('only hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'Users have chats with General Assistant, so it was hidden instead of deleted.',
      ),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card('General Assistant')).getByText('Hidden')).toBeInTheDocument(),
    );
  });

  it('Try it opens the new test chat', async () => {
    const { writes } = mockAssistantSettingsApi();
    const { user, router } = renderPage();
    await user.click(within(await card('Tutor')).getByRole('button', { name: 'Try it Tutor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/ai-chats/555'));
    expect(screen.getByText('The test chat')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/api/v1/admin/assistants/3/try/', body: undefined }]);
  });

  it('uploads a new picture after a preview', async () => {
    const { writes } = mockAssistantSettingsApi();
    const { user, queryClient } = renderPage();
    await user.click(within(await card('Copywriter')).getByRole('button', { name: 'Picture of Copywriter' }));
    const form = screen.getByRole('form', { name: 'Picture of Copywriter' });
    await user.upload(within(form).getByLabelText('Picture'), png);
    expect(
      within(form).getByRole('img', { name: 'New picture of Copywriter, not saved yet' }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save picture' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Picture of Copywriter' })).not.toBeInTheDocument(),
    );
    expect(writes).toEqual([
      { method: 'POST', path: '/api/v1/admin/assistants/2/avatar/', body: 'image/png' },
    ]);
    expect(screen.getByRole('button', { name: 'Picture of Copywriter' })).toHaveFocus();
    expect(usersListInvalidated(queryClient)).toBe(true);
  });

  it('says why a picture is refused: another file type here, or the server’s 415', async () => {
    const { writes } = mockAssistantSettingsApi();
    server.use(
      http.post(api('admin/assistants/:id/avatar/'), () =>
        HttpResponse.json({ detail: 'That file is not an image we can read.' }, { status: 415 }),
      ),
    );
    const { user } = renderPage({ applyAccept: false });
    await user.click(within(await card('Copywriter')).getByRole('button', { name: 'Picture of Copywriter' }));
    const form = screen.getByRole('form', { name: 'Picture of Copywriter' });
    const input = within(form).getByLabelText('Picture');
    await user.upload(input, new File(['GIF89a'], 'face.gif', { type: 'image/gif' }));
    expect(input).toHaveAccessibleDescription('Choose a PNG, JPEG or WebP image.');
    await user.upload(input, png);
    await user.click(within(form).getByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('That file is not an image we can read.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Picture of Copywriter' })).toBeInTheDocument();
    expect(writes).toEqual([]);
  });
});
