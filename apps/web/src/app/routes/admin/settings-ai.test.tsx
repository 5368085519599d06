import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aiStatusEndpoints } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';
import { aiStatusFixture } from '@/testing/ai-status-fixture';
import {
  aiSettingsFixture,
  environmentProviderFixture,
  mockAiSettingsApi,
  openRouterFixture,
} from '@/testing/ai-settings';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import SettingsAiRoute from './settings-ai';

const OPENROUTER_KEY = 'sk-or-v1-abcdefghijklmnop9z9z';

/** OpenRouter beside the environment, serving AI Code and Templates. */
const withOpenRouter = {
  providers: [environmentProviderFixture, openRouterFixture],
  capabilities: aiSettingsFixture.capabilities.map((setting) =>
    setting.capability === 'code' || setting.capability === 'template'
      ? {
          ...setting,
          provider_id: openRouterFixture.id,
          model: 'openai/gpt-4o',
          source: 'admin' as const,
        }
      : setting,
  ),
};

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

function renderPage() {
  signIn({ isAdmin: true });
  renderWithProviders(<SettingsAiRoute />);
  return userEvent.setup();
}

const providers = () => screen.findByRole('list', { name: 'Providers' });
const providerCard = async (name: string) => within(await providers()).findByRole('listitem', { name });
const toolRow = async (tool: string) =>
  within(await screen.findByRole('list', { name: 'Tools' })).getByRole('listitem', { name: tool });
const addForm = () => screen.findByRole('form', { name: 'Add a provider' });
const suggestions = (field: HTMLElement) =>
  Array.from(document.getElementById(field.getAttribute('list') ?? '')?.querySelectorAll('option') ?? []).map(
    (option) => option.value,
  );

describe('/user/settings-ai', () => {
  it('redirects a non-admin to /', async () => {
    signIn();
    const { router } = renderApp('/user/settings-ai');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin the page under its title, linked in Configurations before the Audit Log', async () => {
    signIn({ isAdmin: true });
    mockAiSettingsApi();
    renderApp('/user/settings-ai');
    expect(await screen.findByRole('heading', { name: 'AI Providers', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('AI Providers · Inkwell');
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    const link = within(nav).getByRole('link', { name: 'AI Providers' });
    expect(link).toHaveAttribute('href', '/user/settings-ai');
    expect(link).toHaveAttribute('aria-current', 'page');
    // In the Configurations sub-group, open because the page is one of its links.
    const siblings = within(within(nav).getByRole('list', { name: 'Configurations' })).getAllByRole('link');
    expect(siblings.at(-3)).toHaveTextContent('Payment Settings');
    expect(siblings.at(-2)).toBe(link);
    expect(siblings.at(-1)).toHaveTextContent('Audit Log');
    for (const name of ['Providers', 'Models for each tool']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
  });
});

describe('the providers', () => {
  it('shows the environment’s provider read-only: Test connection, but no Edit or Delete', async () => {
    mockAiSettingsApi({ settings: withOpenRouter });
    renderPage();
    const environment = await providerCard('Server environment');
    expect(within(environment).getByText('http://ai.internal:8080/v1')).toBeInTheDocument();
    expect(within(environment).getByText('sk-…2c3d')).toBeInTheDocument();
    expect(within(environment).getByText('Read-only')).toBeInTheDocument();
    expect(environment).toHaveTextContent(/OPENAI_BASE_URL \/ OPENAI_API_KEY in the server environment/);
    expect(within(environment).getByRole('button', { name: /Test connection/ })).toBeInTheDocument();
    expect(within(environment).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(environment).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    // A provider saved here can be changed.
    const openRouter = await providerCard('OpenRouter');
    expect(within(openRouter).getByRole('button', { name: 'Edit OpenRouter' })).toBeInTheDocument();
    expect(within(openRouter).getByRole('button', { name: 'Delete OpenRouter' })).toBeInTheDocument();
  });

  it('says there are none yet, and the tools that they need one first', async () => {
    mockAiSettingsApi({
      settings: {
        providers: [],
        capabilities: aiSettingsFixture.capabilities.map((setting) => ({
          ...setting,
          provider_id: null,
          model: null,
          source: null,
        })),
      },
    });
    renderPage();
    expect(await screen.findByText('No providers yet')).toBeInTheDocument();
    expect(screen.getByText('Add a provider above first.')).toBeInTheDocument();
    const code = await toolRow('AI Code');
    expect(within(code).getByText('Not set up')).toBeInTheDocument();
    expect(within(code).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('adds a provider filled in by a preset, then shows it with its key hint, never the key', async () => {
    const { writes } = mockAiSettingsApi();
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = renderPage();
    const form = await addForm();
    await user.click(within(form).getByRole('button', { name: 'OpenRouter' }));
    expect(within(form).getByLabelText('Name')).toHaveValue('OpenRouter');
    expect(within(form).getByLabelText('Base URL')).toHaveValue('https://openrouter.ai/api/v1');
    const key = within(form).getByLabelText('API key (optional)');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('autocomplete', 'off');
    await user.type(key, OPENROUTER_KEY);
    await user.click(within(form).getByRole('button', { name: 'Add provider' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('OpenRouter added'));
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/ai-settings/providers/',
        body: { name: 'OpenRouter', base_url: 'https://openrouter.ai/api/v1', api_key: OPENROUTER_KEY },
      },
    ]);
    const card = await providerCard('OpenRouter');
    expect(within(card).getByText('sk-…9z9z')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(OPENROUTER_KEY);
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('API key (optional)')).toHaveValue('');
  });

  it('adds a local server without a key, and says so on its card', async () => {
    const { writes } = mockAiSettingsApi();
    const user = renderPage();
    const form = await addForm();
    await user.click(within(form).getByRole('button', { name: 'Ollama' }));
    await user.click(within(form).getByRole('button', { name: 'Add provider' }));
    const card = await providerCard('Ollama');
    expect(within(card).getByText('No key')).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([
      { name: 'Ollama', base_url: 'http://localhost:11434/v1' },
    ]);
  });

  it('checks the fields before sending anything', async () => {
    const { writes } = mockAiSettingsApi();
    const user = renderPage();
    const form = await addForm();
    await user.type(within(form).getByLabelText('Base URL'), 'ftp://example.com');
    await user.click(within(form).getByRole('button', { name: 'Add provider' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(within(form).getByLabelText('Base URL')).toHaveAccessibleDescription(
      'Enter an http:// or https:// URL, like https://api.openai.com/v1.',
    );
    // A preset fills both fields at once, and their errors go with it.
    await user.click(within(form).getByRole('button', { name: 'LM Studio' }));
    expect(within(form).getByLabelText('Name')).not.toHaveAccessibleDescription();
    expect(within(form).getByLabelText('Base URL')).toHaveValue('http://localhost:1234/v1');
    expect(within(form).getByLabelText('Base URL')).not.toHaveAccessibleDescription();
    expect(writes).toEqual([]);
  });

  it('shows the server’s field errors on the fields and a refusal above them, never as a toast', async () => {
    mockAiSettingsApi();
    server.use(
      http.post(api('admin/ai-settings/providers/'), () =>
        HttpResponse.json({ base_url: ['Use the address of the API, not of its website.'] }, { status: 400 }),
      ),
    );
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const user = renderPage();
    const form = await addForm();
    await user.click(within(form).getByRole('button', { name: 'OpenAI' }));
    await user.click(within(form).getByRole('button', { name: 'Add provider' }));
    const baseUrl = within(form).getByLabelText('Base URL');
    await waitFor(() =>
      expect(baseUrl).toHaveAccessibleDescription('Use the address of the API, not of its website.'),
    );
    expect(baseUrl).toHaveAttribute('aria-invalid', 'true');
    server.use(
      http.post(api('admin/ai-settings/providers/'), () =>
        HttpResponse.json(
          { detail: 'There can be at most 20 AI providers. Remove one first.' },
          { status: 409 },
        ),
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Add provider' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'There can be at most 20 AI providers. Remove one first.',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('Test connection counts the models, then the model pickers of that provider suggest them', async () => {
    const { modelRequests } = mockAiSettingsApi({
      settings: withOpenRouter,
      models: { [openRouterFixture.id]: ['openai/gpt-4o', 'anthropic/claude-sonnet', 'meta/llama-3'] },
    });
    server.use(
      http.get(api('admin/ai-settings/providers/:id/models/'), async () => {
        await delay(50);
      }),
    );
    const user = renderPage();
    const card = await providerCard('OpenRouter');
    expect(modelRequests).toEqual([]);
    const test = within(card).getByRole('button', { name: 'Test connection to OpenRouter' });
    await user.click(test);
    expect(test).toBeDisabled();
    expect(await within(card).findByText('Connected · 3 models')).toBeInTheDocument();
    expect(test).toBeEnabled();
    expect(modelRequests).toEqual([openRouterFixture.id]);
    const model = within(await toolRow('AI Code')).getByRole('combobox', { name: 'AI Code Model' });
    expect(suggestions(model)).toEqual(['openai/gpt-4o', 'anthropic/claude-sonnet', 'meta/llama-3']);
    expect(
      within(await toolRow('AI Code')).getByText('3 models from OpenRouter: type to search.'),
    ).toBeInTheDocument();
  });

  it('Test connection shows what is wrong in the server’s words', async () => {
    const detail = 'The provider refused the API key (401). Check the key.';
    mockAiSettingsApi({
      settings: withOpenRouter,
      models: { [openRouterFixture.id]: { status: 502, detail } },
    });
    const user = renderPage();
    const card = await providerCard('OpenRouter');
    await user.click(within(card).getByRole('button', { name: /Test connection/ }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Connection failed');
    expect(alert).toHaveTextContent(detail);
    expect(within(card).queryByText(/Connected/)).not.toBeInTheDocument();
  });

  it('edits a provider: an empty key keeps the saved one, the box removes it', async () => {
    const { writes } = mockAiSettingsApi({ settings: withOpenRouter });
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = renderPage();
    await user.click(
      within(await providerCard('OpenRouter')).getByRole('button', { name: 'Edit OpenRouter' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Edit OpenRouter' });
    expect(within(dialog).getByText('Leave empty to keep the current key.')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'OpenRouter (team)');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('OpenRouter (team) saved'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = await providerCard('OpenRouter (team)');
    expect(within(card).getByText('sk-or-…9z9z')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Edit OpenRouter (team)' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit OpenRouter (team)' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Remove the saved key/ }));
    expect(within(dialog).getByLabelText('New API key')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('No key')).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([
      { name: 'OpenRouter (team)', base_url: 'https://openrouter.ai/api/v1' },
      { name: 'OpenRouter (team)', base_url: 'https://openrouter.ai/api/v1', api_key: null },
    ]);
  });

  it('deletes a provider after a confirmation that names the tools losing it', async () => {
    const { writes } = mockAiSettingsApi({ settings: withOpenRouter });
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = renderPage();
    const card = await providerCard('OpenRouter');
    await user.click(within(card).getByRole('button', { name: 'Delete OpenRouter' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete OpenRouter?' });
    expect(dialog).toHaveTextContent(
      'AI Code and Templates will lose their provider and stay off until you pick another one.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Delete OpenRouter' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete OpenRouter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete provider' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('OpenRouter deleted'));
    expect(writes).toEqual([
      {
        method: 'DELETE',
        path: `/api/v1/admin/ai-settings/providers/${openRouterFixture.id}/`,
        body: undefined,
      },
    ]);
    const list = await providers();
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'OpenRouter' })).not.toBeInTheDocument(),
    );
    expect(within(await toolRow('AI Code')).getByText('Not set up')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the models for each tool', () => {
  it('lists the six tools; a model the environment sets is read-only text', async () => {
    mockAiSettingsApi();
    renderPage();
    const tools = await screen.findByRole('list', { name: 'Tools' });
    expect(
      within(tools)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['AI Chats', 'AI Code', 'Templates', 'AI Images', 'Text to Speech', 'Speech to Text']);
    const chat = await toolRow('AI Chats');
    expect(within(chat).getByText('Ready')).toBeInTheDocument();
    expect(chat).toHaveTextContent('Server environment · gpt-4o-mini');
    expect(chat).toHaveTextContent('Set by AI_CHAT_MODEL in the server environment');
    expect(within(chat).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(chat).queryByRole('button')).not.toBeInTheDocument();
    const code = await toolRow('AI Code');
    expect(within(code).getByText('Not set up')).toBeInTheDocument();
    expect(within(code).queryByRole('button', { name: /Clear/ })).not.toBeInTheDocument();
  });

  it('assigns a provider and one of its models with a PUT, then shows the tool ready', async () => {
    const { writes, modelRequests } = mockAiSettingsApi({
      settings: { ...withOpenRouter, capabilities: aiSettingsFixture.capabilities },
      models: { [environmentProviderFixture.id]: ['gpt-4o-mini', 'gpt-4.1'] },
    });
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = renderPage();
    const row = await toolRow('AI Code');
    await user.selectOptions(
      within(row).getByRole('combobox', { name: 'AI Code Provider' }),
      'Server environment',
    );
    expect(
      await within(row).findByText('2 models from Server environment: type to search.'),
    ).toBeInTheDocument();
    expect(modelRequests).toEqual([environmentProviderFixture.id]);
    const model = within(row).getByRole('combobox', { name: 'AI Code Model' });
    expect(suggestions(model)).toEqual(['gpt-4o-mini', 'gpt-4.1']);
    await user.type(model, 'gpt-4.1');
    await user.click(within(row).getByRole('button', { name: 'Save the model of AI Code' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('AI Code now uses gpt-4.1'));
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/admin/ai-settings/capabilities/code/',
        body: { provider_id: 'environment', model: 'gpt-4.1' },
      },
    ]);
    expect(await within(await toolRow('AI Code')).findByText('Ready')).toBeInTheDocument();
    expect(await toolRow('AI Code')).toHaveTextContent('Server environment · gpt-4.1');
  });

  it('a saved model makes the tools read their status again, so their set-up panels go', async () => {
    mockAiSettingsApi({
      settings: { ...withOpenRouter, capabilities: aiSettingsFixture.capabilities },
      models: { [environmentProviderFixture.id]: ['gpt-4.1'] },
    });
    signIn({ isAdmin: true });
    const { queryClient } = renderWithProviders(<SettingsAiRoute />);
    queryClient.setQueryData(endpointKey(aiStatusEndpoints.get), { ...aiStatusFixture, code: false });
    const user = userEvent.setup();
    const row = await toolRow('AI Code');
    await user.selectOptions(
      within(row).getByRole('combobox', { name: 'AI Code Provider' }),
      'Server environment',
    );
    await user.type(within(row).getByRole('combobox', { name: 'AI Code Model' }), 'gpt-4.1');
    expect(queryClient.getQueryState(endpointKey(aiStatusEndpoints.get))?.isInvalidated).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Save the model of AI Code' }));
    expect(await within(await toolRow('AI Code')).findByText('Ready')).toBeInTheDocument();
    expect(queryClient.getQueryState(endpointKey(aiStatusEndpoints.get))?.isInvalidated).toBe(true);
  });

  it('asks for a provider and a model before saving', async () => {
    const { writes } = mockAiSettingsApi({
      settings: { ...withOpenRouter, capabilities: aiSettingsFixture.capabilities },
    });
    const user = renderPage();
    const row = await toolRow('AI Images');
    await user.click(within(row).getByRole('button', { name: 'Save the model of AI Images' }));
    expect(within(row).getByRole('combobox', { name: 'AI Images Provider' })).toHaveAccessibleDescription(
      'Choose a provider.',
    );
    await user.selectOptions(within(row).getByRole('combobox', { name: 'AI Images Provider' }), 'OpenRouter');
    await user.click(within(row).getByRole('button', { name: 'Save the model of AI Images' }));
    expect(within(row).getByRole('combobox', { name: 'AI Images Model' })).toHaveAccessibleDescription(
      'Pick a model.',
    );
    expect(writes).toEqual([]);
  });

  it('keeps the saved model among the suggestions when the provider no longer lists it', async () => {
    mockAiSettingsApi({ settings: withOpenRouter, models: { [openRouterFixture.id]: ['meta/llama-3'] } });
    const user = renderPage();
    const row = await toolRow('Templates');
    expect(row).toHaveTextContent('OpenRouter · openai/gpt-4o');
    const model = within(row).getByRole('combobox', { name: 'Templates Model' });
    expect(model).toHaveValue('openai/gpt-4o');
    await user.click(model);
    expect(await within(row).findByText('1 model from OpenRouter: type to search.')).toBeInTheDocument();
    expect(suggestions(model)).toEqual(['openai/gpt-4o', 'meta/llama-3']);
  });

  it('shows why the models could not be listed under the field', async () => {
    const detail = 'Nothing answered at https://openrouter.ai/api/v1 within 15 seconds.';
    mockAiSettingsApi({
      settings: withOpenRouter,
      models: { [openRouterFixture.id]: { status: 503, detail } },
    });
    const user = renderPage();
    const row = await toolRow('AI Code');
    await user.click(within(row).getByRole('combobox', { name: 'AI Code Model' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(detail);
  });

  it('shows an unknown provider’s refusal under the provider field', async () => {
    mockAiSettingsApi({ settings: withOpenRouter });
    server.use(
      http.put(api('admin/ai-settings/capabilities/:capability/'), () =>
        HttpResponse.json(
          { provider_id: ['Pick one of the providers listed on this page.'] },
          { status: 400 },
        ),
      ),
    );
    const user = renderPage();
    const row = await toolRow('AI Code');
    await user.click(within(row).getByRole('button', { name: 'Save the model of AI Code' }));
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: 'AI Code Provider' })).toHaveAccessibleDescription(
        'Pick one of the providers listed on this page.',
      ),
    );
  });

  it('clears a tool’s model with a DELETE', async () => {
    const { writes } = mockAiSettingsApi({ settings: withOpenRouter });
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = renderPage();
    const row = await toolRow('AI Code');
    await user.click(within(row).getByRole('button', { name: 'Clear the model of AI Code' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('AI Code has no model now'));
    expect(writes).toEqual([
      { method: 'DELETE', path: '/api/v1/admin/ai-settings/capabilities/code/', body: undefined },
    ]);
    const cleared = await toolRow('AI Code');
    expect(await within(cleared).findByText('Not set up')).toBeInTheDocument();
    expect(within(cleared).getByRole('combobox', { name: 'AI Code Model' })).toHaveValue('');
    expect(within(cleared).queryByRole('button', { name: /Clear/ })).not.toBeInTheDocument();
    expect(within(await toolRow('Templates')).getByText('Ready')).toBeInTheDocument();
  });
});
