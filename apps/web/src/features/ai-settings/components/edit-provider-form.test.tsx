import { AI_PROVIDER_MESSAGES } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { environmentProviderFixture, mockAiSettingsApi, openRouterFixture } from '@/testing/ai-settings';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { EditProviderDialog } from './edit-provider-dialog';

const settings = { providers: [environmentProviderFixture, openRouterFixture], capabilities: [] };

beforeEach(() => {
  signIn({ isAdmin: true });
  vi.spyOn(toast, 'success').mockReturnValue(1);
});

/** Opens the dialog, rendering it first unless `user` is the one it was rendered with. */
async function openDialog(user = renderDialog()) {
  await user.click(screen.getByRole('button', { name: 'Edit OpenRouter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit OpenRouter' });
  const baseUrl = within(dialog).getByLabelText('Base URL');
  const moveTo = async (url: string) => {
    await user.clear(baseUrl);
    await user.type(baseUrl, url);
  };
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  return { user, dialog, baseUrl, moveTo, save };
}

function renderDialog() {
  const user = userEvent.setup();
  renderWithProviders(<EditProviderDialog provider={openRouterFixture} />);
  return user;
}

describe('EditProviderForm: a saved key stays with its address', () => {
  it('asks for the key again when the base URL moves to another origin, and sends nothing without it', async () => {
    const { writes } = mockAiSettingsApi({ settings });
    const { user, dialog, moveTo, save } = await openDialog();
    expect(within(dialog).getByText('Leave empty to keep the current key.')).toBeInTheDocument();

    await moveTo('https://openrouter.example.net/api/v1');
    const key = within(dialog).getByLabelText('API key for the new address');
    expect(key).toBeRequired();
    expect(within(dialog).getByText(AI_PROVIDER_MESSAGES.keyForNewAddress)).toBeInTheDocument();
    await save();
    expect(key).toHaveAccessibleDescription(AI_PROVIDER_MESSAGES.keyForNewAddress);
    expect(key).toHaveFocus();
    expect(writes).toEqual([]);

    await user.type(key, 'sk-or-v1-new-key-0000');
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes.map((write) => write.body)).toEqual([
      {
        name: 'OpenRouter',
        base_url: 'https://openrouter.example.net/api/v1',
        api_key: 'sk-or-v1-new-key-0000',
      },
    ]);
  });

  it('moves without a key once the saved one is removed; a new path on the same origin keeps it', async () => {
    const { writes } = mockAiSettingsApi({ settings });
    const user = renderDialog();
    let { dialog, moveTo, save } = await openDialog(user);
    await moveTo('http://localhost:11434/v1');
    await user.click(within(dialog).getByRole('checkbox', { name: /Remove the saved key/ }));
    expect(within(dialog).queryByText(AI_PROVIDER_MESSAGES.keyForNewAddress)).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    ({ dialog, moveTo, save } = await openDialog(user));
    await moveTo('https://OpenRouter.ai:443/api/v2');
    expect(within(dialog).getByLabelText('New API key')).not.toBeRequired();
    expect(within(dialog).getByText('Leave empty to keep the current key.')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes.map((write) => write.body)).toEqual([
      { name: 'OpenRouter', base_url: 'http://localhost:11434/v1', api_key: null },
      { name: 'OpenRouter', base_url: 'https://OpenRouter.ai:443/api/v2' },
    ]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    mockAiSettingsApi({ settings });
    server.use(
      http.patch(api('admin/ai-settings/providers/:id/'), () =>
        HttpResponse.json({ base_url: [AI_PROVIDER_MESSAGES.privateAddress] }, { status: 400 }),
      ),
    );
    const { baseUrl, moveTo, save } = await openDialog();
    await moveTo('https://openrouter.ai/internal/v1');
    await save();
    await waitFor(() => expect(baseUrl).toHaveAccessibleDescription(AI_PROVIDER_MESSAGES.privateAddress));
    expect(screen.getByRole('dialog', { name: 'Edit OpenRouter' })).toBeInTheDocument();
  });
});
