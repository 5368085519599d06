import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { templateEndpoints } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { mockTemplateSettingsApi } from '@/testing/template-settings';
import SettingsTemplatesRoute from './settings-templates';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

function renderPage() {
  signIn({ isAdmin: true });
  const result = renderWithProviders(<SettingsTemplatesRoute />);
  result.queryClient.setQueryData(endpointKey(templateEndpoints.list, {}), []);
  return { ...result, user: userEvent.setup() };
}

const templateList = () => screen.getByRole('list', { name: 'Templates' });
const titles = () =>
  within(templateList())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const row = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Templates' })).getByRole('listitem', { name });

type TUser = ReturnType<typeof renderPage>['user'];

/** Add template, with its title, description and category typed. */
async function startNewTemplate(user: TUser) {
  await user.click(await screen.findByRole('button', { name: 'Add template' }));
  const form = screen.getByRole('form', { name: 'New template' });
  await user.type(within(form).getByLabelText('Title'), 'City guide');
  await user.type(within(form).getByLabelText('Description'), 'A short guide to a city.');
  await user.type(within(form).getByLabelText('Category'), 'Travel');
  return form;
}

describe('/user/settings-templates', () => {
  it('redirects a non-admin to /', async () => {
    signIn();
    const { router } = renderApp('/user/settings-templates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin the templates in order with category, Hidden and runs', async () => {
    signIn({ isAdmin: true });
    mockTemplateSettingsApi();
    renderApp('/user/settings-templates');
    expect(await screen.findByRole('heading', { name: 'Templates', level: 1 })).toBeInTheDocument();
    const old = await row('Old summary');
    expect(titles()).toEqual(['Blog post', 'Cold email', 'Old summary']);
    expect(within(old).getByText('Hidden')).toBeInTheDocument();
    expect(within(old).getByText('1 run')).toBeInTheDocument();
    expect(within(old).getByText('Writing aids')).toBeInTheDocument();
    expect(within(old).getByRole('switch', { name: 'Active Old summary' })).not.toBeChecked();
    const email = await row('Cold email');
    expect(within(email).getByText('3 runs')).toBeInTheDocument();
    expect(within(email).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(email).getByRole('switch', { name: 'Active Cold email' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Move Blog post up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Old summary down' })).toBeDisabled();
  });

  it('moves a template down with a PUT of the whole order', async () => {
    const { writes } = mockTemplateSettingsApi();
    const { user, queryClient } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Move Blog post down' }));
    await waitFor(() => expect(titles()).toEqual(['Cold email', 'Blog post', 'Old summary']));
    expect(writes).toEqual([
      { method: 'PUT', path: '/api/v1/admin/templates/order/', body: { ids: [2, 1, 3] } },
    ]);
    expect(queryClient.getQueryState(endpointKey(templateEndpoints.list, {}))?.isInvalidated).toBe(true);
  });

  it('turns Active off with a PUT of the whole template', async () => {
    const { writes } = mockTemplateSettingsApi();
    const { user } = renderPage();
    await user.click(within(await row('Cold email')).getByRole('switch', { name: 'Active Cold email' }));
    await waitFor(() => expect(within(templateList()).getAllByText('Hidden')).toHaveLength(2));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/api/v1/admin/templates/2/',
      body: {
        title: 'Cold email',
        description: 'A short first email.',
        category: 'Email',
        icon: 'mail',
        prompt: 'Write a cold email to {{company}}.',
        variables: [{ name: 'company', type: 'text', label: 'Company', required: true }],
        active: false,
      },
    });
  });

  it('refuses a prompt placeholder no field defines: the message at the prompt, nothing sent', async () => {
    const { writes, previews } = mockTemplateSettingsApi();
    const { user } = renderPage();
    const form = await startNewTemplate(user);
    await user.type(within(form).getByLabelText('Prompt'), 'Write a guide to {{{{city}}.');
    const message = 'The prompt uses {{city}}, which no field defines.';
    // The preview says why it cannot build the prompt yet.
    expect(
      within(screen.getByRole('complementary', { name: 'Preview' })).getByText(message),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add template' }));
    const prompt = within(form).getByLabelText('Prompt');
    expect(prompt).toHaveAccessibleDescription(message);
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(prompt).toHaveFocus();
    expect(writes).toEqual([]);
    expect(previews).toEqual([]);
  });

  it('adds a select field with options and sends the whole template with a POST', async () => {
    const { writes } = mockTemplateSettingsApi();
    const { user, queryClient } = renderPage();
    const form = await startNewTemplate(user);
    await user.click(within(form).getByRole('radio', { name: 'Megaphone' }));
    await user.type(within(form).getByLabelText('Prompt'), 'Write a guide for {{{{traveller}}.');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    const field = within(form).getByRole('listitem', { name: 'Field 1: field 1' });
    // The name follows the label until it is typed.
    await user.type(within(field).getByLabelText('Label'), 'Traveller');
    expect(within(field).getByLabelText('Name')).toHaveValue('traveller');
    await user.selectOptions(within(field).getByLabelText('Type'), 'Select');
    await user.click(within(field).getByRole('switch', { name: 'Required' }));
    await user.click(within(field).getByRole('button', { name: 'Add option to Traveller' }));
    await user.type(within(field).getByLabelText('Option 1 of Traveller'), 'Family');
    await user.click(within(field).getByRole('button', { name: 'Add option to Traveller' }));
    await user.type(within(field).getByLabelText('Option 2 of Traveller'), 'Solo');
    await user.click(within(form).getByRole('button', { name: 'Add template' }));
    await waitFor(() => expect(titles()).toEqual(['Blog post', 'Cold email', 'Old summary', 'City guide']));
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/templates/',
        body: {
          title: 'City guide',
          description: 'A short guide to a city.',
          category: 'Travel',
          icon: 'megaphone',
          prompt: 'Write a guide for {{traveller}}.',
          variables: [
            {
              name: 'traveller',
              type: 'select',
              label: 'Traveller',
              required: false,
              options: ['Family', 'Solo'],
            },
          ],
          active: true,
        },
      },
    ]);
    expect(screen.getByText('City guide is saved.')).toBeInTheDocument();
    expect(queryClient.getQueryState(endpointKey(templateEndpoints.list, {}))?.isInvalidated).toBe(true);
  });

  it('shows the form as users see it, following the fields being edited', async () => {
    mockTemplateSettingsApi();
    const { user } = renderPage();
    await user.click(within(await row('Blog post')).getByRole('button', { name: 'Edit Blog post' }));
    const preview = screen.getByRole('form', { name: 'Form users see' });
    const topic = within(preview).getByRole('textbox', { name: 'Topic' });
    expect(topic).toBeRequired();
    expect(topic).toHaveAttribute('placeholder', 'Remote work');
    expect(topic).toHaveAttribute('maxlength', '80');
    const audience = within(preview).getByRole('combobox', { name: 'Audience (optional)' });
    expect(
      within(audience)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Beginners', 'Experts']);
    expect(within(preview).getByRole('combobox', { name: 'Tone (optional)' })).toBeInTheDocument();
    // An option added in the editor appears in the users' select at once.
    const form = screen.getByRole('form', { name: 'Edit Blog post' });
    const field = within(form).getByRole('listitem', { name: 'Field 2: Audience' });
    await user.click(within(field).getByRole('button', { name: 'Add option to Audience' }));
    await user.type(within(field).getByLabelText('Option 3 of Audience'), 'Managers');
    expect(within(audience).getByRole('option', { name: 'Managers' })).toBeInTheDocument();
  });

  it('shows the messages the server builds from the sample values', async () => {
    const { previews } = mockTemplateSettingsApi();
    const { user } = renderPage();
    await user.click(within(await row('Blog post')).getByRole('button', { name: 'Edit Blog post' }));
    const preview = screen.getByRole('form', { name: 'Form users see' });
    await user.type(within(preview).getByRole('textbox', { name: 'Topic' }), 'Remote work');
    await user.selectOptions(
      within(preview).getByRole('combobox', { name: 'Audience (optional)' }),
      'Experts',
    );
    await user.selectOptions(within(preview).getByRole('combobox', { name: 'Tone (optional)' }), 'Witty');
    const messages = await screen.findByRole('list', { name: 'Messages sent' });
    // The preview answers a pause in typing: the last answer has both the audience and the tone.
    await waitFor(() => {
      expect(
        within(messages).getByText('Write a blog post about Remote work for Experts.'),
      ).toBeInTheDocument();
      expect(within(messages).getByText('You write in a Witty tone.')).toBeInTheDocument();
    });
    expect(previews.at(-1)?.run).toEqual({
      values: { topic: 'Remote work', audience: 'Experts' },
      tone: 'Witty',
    });
    // Typing pauses before asking: not one request per key.
    expect(previews.length).toBeLessThan(5);
  });

  it('says whether a removed template was deleted or only hidden', async () => {
    const { writes } = mockTemplateSettingsApi();
    const { user } = renderPage();
    await user.click(within(await row('Cold email')).getByRole('button', { name: 'Remove Cold email' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Cold email?' });
    expect(dialog).toHaveTextContent(
      'Users have saved runs of this template, so it is kept for them and only hidden.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'Users have saved runs of this template, so it is kept for them and hidden instead.',
      ),
    ).toBeInTheDocument();
    expect(within(await row('Cold email')).getByText('Hidden')).toBeInTheDocument();

    await user.click(within(await row('Blog post')).getByRole('button', { name: 'Remove Blog post' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Blog post?' });
    expect(dialog).toHaveTextContent('Users will no longer see it. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The template is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Cold email', 'Old summary']));
    expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual([
      'DELETE /api/v1/admin/templates/2/',
      'DELETE /api/v1/admin/templates/1/',
    ]);
  });

  it('shows the server’s field errors at their fields', async () => {
    mockTemplateSettingsApi();
    server.use(
      http.put(api('admin/templates/:id/'), () =>
        HttpResponse.json(
          {
            'variables.1.options': ['Each option must be different.'],
            title: ['A template with this title exists.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(within(await row('Blog post')).getByRole('button', { name: 'Edit Blog post' }));
    const form = screen.getByRole('form', { name: 'Edit Blog post' });
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    const title = within(form).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription('A template with this title exists.'));
    expect(title).toHaveFocus();
    const field = within(form).getByRole('listitem', { name: 'Field 2: Audience' });
    expect(within(field).getByRole('group', { name: 'Options' })).toHaveAccessibleDescription(
      'Each option must be different.',
    );
    // The editor stays open with what was typed.
    expect(screen.getByRole('form', { name: 'Edit Blog post' })).toBeInTheDocument();
  });
});
