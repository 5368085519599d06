import type { TTemplateDoneEvent } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { openEventStream } from '@/testing/ai-chat-fixtures';
import { BLOG_POST, mockTemplates, PROOFREAD, savedTemplate } from '@/testing/ai-template-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const cards = () => within(screen.getByRole('tabpanel', { name: 'Templates' })).getAllByRole('listitem');
const cardTitles = () => cards().map((card) => within(card).getByRole('link').textContent);

describe('Templates', () => {
  beforeEach(() => signIn());

  it('shows every template as a card linking to it, with its category and an icon', async () => {
    mockTemplates();
    renderApp('/user/templates');
    const link = await screen.findByRole('link', { name: 'Blog post' });
    expect(link).toHaveAttribute('href', '/user/templates/3');
    expect(cardTitles()).toEqual(['Blog post', 'Launch email', 'Proofread']);
    expect(cards()[0]).toHaveTextContent('A full post from a topic.');
    expect(cards()[0]).toHaveTextContent('Blog');
    // An icon the map does not hold gets the fallback, not nothing.
    for (const card of cards()) expect(card.querySelector('svg')).not.toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Blog',
      'Email',
      'Writing aids',
    ]);
  });

  it('narrows by category tab and by a search asked once typing pauses', async () => {
    const queries = mockTemplates();
    const user = userEvent.setup();
    renderApp('/user/templates');
    await screen.findByRole('link', { name: 'Blog post' });
    await user.click(screen.getByRole('tab', { name: 'Writing aids' }));
    expect(screen.getByRole('tab', { name: 'Writing aids' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cardTitles()).toEqual(['Proofread']));
    expect(queries.at(-1)).toBe('category=Writing+aids');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'announce');
    await waitFor(() => expect(cardTitles()).toEqual(['Launch email']));
    expect(queries.filter((query) => query.includes('search'))).toEqual(['search=announce']);

    await user.click(screen.getByRole('tab', { name: 'Blog' }));
    expect(await screen.findByText('No template matches your search.')).toBeInTheDocument();
  });

  it('says so when there are no templates', async () => {
    mockTemplates([]);
    renderApp('/user/templates');
    expect(await screen.findByText('No templates are available yet.')).toBeInTheDocument();
  });
});

const form = () => screen.getByRole('form', { name: 'Blog post' });
const result = () => screen.getByRole('region', { name: 'Result' });

async function openBlogPost(url = '/user/templates/3') {
  mockTemplates();
  renderApp(url);
  await screen.findByRole('form', { name: 'Blog post' });
  await screen.findByText('58 template generations left');
}

/** Every POST ai/templates/3/run/ body, answered by `respond`. */
function mockRun(respond: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(api('ai/templates/3/run/'), async ({ request }) => {
      sent.push(await request.json());
      return respond();
    }),
  );
  return sent;
}

async function fillBlogPost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(form()).getByRole('textbox', { name: 'Topic' }), 'Remote work');
  await user.type(within(form()).getByRole('spinbutton', { name: 'Words' }), '300');
}

describe('a template', () => {
  beforeEach(() => signIn());

  it('builds its form from the variables, required ones marked, with the common options', async () => {
    await openBlogPost();
    expect(screen.getByRole('heading', { level: 2, name: 'Blog post' })).toBeInTheDocument();
    expect(screen.getByText('A full post from a topic.')).toBeInTheDocument();
    const topic = within(form()).getByRole('textbox', { name: 'Topic' });
    expect(topic).toBeRequired();
    expect(topic).toHaveAttribute('maxlength', '80');
    expect(topic).toHaveAttribute('placeholder', 'Remote work');
    expect(screen.getByText('0 / 80 characters')).toBeInTheDocument();
    const notes = within(form()).getByRole('textbox', { name: 'Notes (optional)' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).not.toBeRequired();
    const audience = within(form()).getByRole('combobox', { name: 'Audience (optional)' });
    expect(
      within(audience)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Beginners', 'Experts']);
    const words = within(form()).getByRole('spinbutton', { name: 'Words' });
    expect(words).toHaveAttribute('min', '100');
    expect(words).toHaveAttribute('max', '2000');
    for (const option of ['Tone (optional)', 'Length (optional)', 'Output language (optional)'])
      expect(within(form()).getByRole('combobox', { name: option })).toHaveValue('');
  });

  it('checks the fields with the contract’s messages before sending anything', async () => {
    const sent = mockRun(() => HttpResponse.json({ detail: 'unused' }, { status: 500 }));
    const user = userEvent.setup();
    await openBlogPost();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Enter Topic.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number for Words.')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'Topic' })).toHaveFocus();

    await user.type(within(form()).getByRole('textbox', { name: 'Topic' }), 'Remote work');
    expect(screen.queryByText('Enter Topic.')).not.toBeInTheDocument();
    await user.type(within(form()).getByRole('spinbutton', { name: 'Words' }), '5000');
    expect(screen.getByText('Use at most 2000.')).toBeInTheDocument();
    await user.clear(within(form()).getByRole('spinbutton', { name: 'Words' }));
    await user.type(within(form()).getByRole('spinbutton', { name: 'Words' }), '50');
    expect(screen.getByText('Use at least 100.')).toBeInTheDocument();

    await user.type(within(form()).getByRole('textbox', { name: 'Notes (optional)' }), 'x'.repeat(21));
    expect(screen.getByText('21 / 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Use at most 20 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('streams the result as markdown; done shows where it is saved and the new balance', async () => {
    const stream = openEventStream();
    const sent = mockRun(() => stream.response());
    const user = userEvent.setup();
    await openBlogPost();
    await fillBlogPost(user);
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Tone (optional)' }), 'Friendly');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(sent).toEqual([{ values: { topic: 'Remote work', words: 300 }, tone: 'Friendly' }]);

    stream.send('delta', { text: '# Working from anywhere\n\n' });
    await waitFor(() => expect(result()).toHaveTextContent('Working from anywhere'));
    expect(within(result()).getByRole('heading', { name: 'Working from anywhere' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(within(result()).queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    stream.send('delta', { text: 'Remote work is **here to stay**.' });
    await waitFor(() => expect(within(result()).getByText('here to stay').tagName).toBe('STRONG'));

    stream.send('done', { saved: savedTemplate(), balance: 57 } satisfies TTemplateDoneEvent);
    stream.close();
    expect(await screen.findByText('57 template generations left')).toBeInTheDocument();
    expect(within(result()).getByRole('link', { name: 'My Templates' })).toHaveAttribute(
      'href',
      '/user/saved/template/21',
    );
    expect(within(result()).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('regenerates with the same values', async () => {
    const sent = mockRun(() => {
      const stream = openEventStream();
      stream.send('done', { saved: savedTemplate(), balance: 57 } satisfies TTemplateDoneEvent);
      stream.close();
      return stream.response();
    });
    const user = userEvent.setup();
    await openBlogPost();
    await fillBlogPost(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(await within(result()).findByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(sent[0]);
  });

  it('stops the run with Stop: what was written is saved as Stopped', async () => {
    const stream = openEventStream();
    mockRun(() => stream.response());
    const stops: string[] = [];
    server.use(
      http.post(api('ai/templates/stop/'), () => {
        stops.push('stop');
        stream.send('done', {
          saved: savedTemplate({ result: 'Remote', status: 'stopped' }),
          balance: 57,
        } satisfies TTemplateDoneEvent);
        stream.close();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await openBlogPost();
    await fillBlogPost(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    stream.send('delta', { text: 'Remote' });
    await waitFor(() => expect(result()).toHaveTextContent('Remote'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(stops).toEqual(['stop']);
    expect(await within(result()).findByText('Stopped')).toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields', async () => {
    mockRun(() =>
      HttpResponse.json(
        { 'values.topic': ['Say more about the topic.'], tone: ['Pick a tone from the list.'] },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    await openBlogPost();
    await fillBlogPost(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Say more about the topic.')).toBeInTheDocument();
    expect(screen.getByText('Pick a tone from the list.')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'Topic' })).toHaveFocus();
  });

  it('402: says so with a way to buy more', async () => {
    mockRun(() => HttpResponse.json({ detail: 'You have no template generations left.' }, { status: 402 }));
    const user = userEvent.setup();
    await openBlogPost();
    await fillBlogPost(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have no template generations left.');
    expect(within(alert).getByRole('link', { name: 'Buy more' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
  });

  it('503: tells an administrator to set AI_TEMPLATE_MODEL', async () => {
    signIn({ isAdmin: true });
    const detail =
      'Templates are not set up yet: an administrator needs to configure an AI provider and a model.';
    mockRun(() => HttpResponse.json({ detail }, { status: 503 }));
    const user = userEvent.setup();
    await openBlogPost();
    await fillBlogPost(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Templates are not set up yet')).toBeInTheDocument();
    expect(panel).toHaveTextContent(/OPENAI_BASE_URL, OPENAI_API_KEY and AI_TEMPLATE_MODEL/);
  });

  it('fills the form with a saved run’s values and options (?run=)', async () => {
    server.use(
      http.get(api('saved/templates/21/'), () =>
        HttpResponse.json(
          savedTemplate({ values: { topic: 'Remote work', audience: 'Experts', words: 300 } }),
        ),
      ),
    );
    await openBlogPost('/user/templates/3?run=21');
    expect(within(form()).getByRole('textbox', { name: 'Topic' })).toHaveValue('Remote work');
    expect(within(form()).getByRole('combobox', { name: 'Audience (optional)' })).toHaveValue('Experts');
    expect(within(form()).getByRole('spinbutton', { name: 'Words' })).toHaveValue(300);
    expect(within(form()).getByRole('combobox', { name: 'Tone (optional)' })).toHaveValue('Friendly');
  });

  it('says when a template does not exist, with a way back', async () => {
    mockTemplates();
    renderApp('/user/templates/404');
    expect(await screen.findByRole('heading', { name: 'Template not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Templates' })).toHaveAttribute(
      'href',
      '/user/templates',
    );
  });

  it('a one-field template sends just that field', async () => {
    mockTemplates();
    const sent: unknown[] = [];
    server.use(
      http.post(api('ai/templates/9/run/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ detail: 'Too many requests.' }, { status: 429 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/user/templates/9');
    const text = await screen.findByRole('textbox', { name: 'Text to proofread' });
    expect(screen.getByText('0 / 5,000 characters')).toBeInTheDocument();
    await user.type(text, '  Their going  ');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText('Too many requests.');
    expect(sent).toEqual([{ values: { text: 'Their going' } }]);
    expect(PROOFREAD.variables).toHaveLength(1);
    expect(BLOG_POST.variables).toHaveLength(4);
  });
});
