import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { mockTemplates, savedTemplate, savedTemplatesPage } from '@/testing/ai-template-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const stored = [
  savedTemplate(),
  savedTemplate({
    id: 20,
    template_id: null,
    template_title: 'Old slogan',
    category: 'Marketing',
    values: { product: 'Inkwell' },
    tone: null,
    result: '**Write more.** Worry less.',
    status: 'stopped',
  }),
];

/** The saved runs as the server keeps them: searched, narrowed by category, deleted. */
function mockSavedTemplates(initial = stored) {
  const state = { saved: [...initial] };
  const queries: string[] = [];
  const deletes: number[] = [];
  mockTemplates();
  server.use(
    http.get(api('saved/templates/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params.toString());
      const search = params.get('search')?.toLowerCase() ?? '';
      const category = params.get('category');
      const found = state.saved.filter(
        (saved) =>
          `${saved.template_title} ${saved.result}`.toLowerCase().includes(search) &&
          (!category || saved.category === category),
      );
      return HttpResponse.json(savedTemplatesPage(found));
    }),
    http.get(api('saved/templates/:id/'), ({ params }) => {
      const saved = state.saved.find((item) => item.id === Number(params.id));
      return saved ? HttpResponse.json(saved) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.delete(api('saved/templates/:id/'), ({ params }) => {
      deletes.push(Number(params.id));
      state.saved = state.saved.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { queries, deletes };
}

const list = () => screen.getByRole('list', { name: 'Your templates' });

describe('My Templates', () => {
  beforeEach(() => signIn());

  it('lists the saved runs: template, category, an excerpt, date, Stopped; each a link to its page', async () => {
    mockSavedTemplates();
    renderApp('/user/saved/templates');
    await screen.findByRole('list', { name: 'Your templates' });
    const rows = within(list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Blog post' })).toHaveAttribute(
      'href',
      '/user/saved/template/21',
    );
    expect(rows[0]).toHaveTextContent('Blog');
    expect(rows[0]).toHaveTextContent('Working from anywhere Remote work is here to stay.');
    expect(rows[0]).not.toHaveTextContent('Stopped');
    expect(rows[1]).toHaveTextContent('Old slogan');
    expect(rows[1]).toHaveTextContent('Write more. Worry less.');
    expect(rows[1]).toHaveTextContent('Stopped');
  });

  it('searches once typing pauses, and narrows by category', async () => {
    const { queries } = mockSavedTemplates();
    const user = userEvent.setup();
    renderApp('/user/saved/templates');
    await screen.findByRole('list', { name: 'Your templates' });
    await user.type(screen.getByRole('searchbox', { name: 'Search your templates' }), 'slogan');
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(queries.filter((query) => query.includes('search'))).toEqual([
      'page=1&page_size=20&search=slogan',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search your templates' }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Blog' })).toBeInTheDocument());
    await user.selectOptions(category, 'Blog');
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&page_size=20&category=Blog'));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(list()).toHaveTextContent('Blog post');

    await user.selectOptions(category, 'Writing aids');
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
  });

  it('points an empty list to Templates', async () => {
    mockSavedTemplates([]);
    renderApp('/user/saved/templates');
    const link = await screen.findByRole('link', { name: 'Open Templates' });
    expect(link).toHaveAttribute('href', '/user/templates');
  });

  it('deletes a saved run after asking', async () => {
    const { deletes } = mockSavedTemplates();
    const user = userEvent.setup();
    renderApp('/user/saved/templates');
    await screen.findByRole('list', { name: 'Your templates' });
    const first = within(list()).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Delete “Blog post”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this result?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(deletes).toEqual([21]);
    expect(list()).not.toHaveTextContent('Blog post');
  });
});

/** The definition list's pairs, as "label: value". */
function definitions(): string[] {
  const dl = screen.getByRole('main').querySelector('dl');
  return [...(dl?.querySelectorAll('dt') ?? [])].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );
}

describe('a saved template', () => {
  beforeEach(() => signIn());

  it('shows the values under the template’s labels, the options and the result; Run again fills the form', async () => {
    mockSavedTemplates();
    const user = userEvent.setup();
    const { router } = renderApp('/user/saved/template/21');
    expect(await screen.findByRole('heading', { level: 2, name: 'Blog post' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(definitions()).toEqual(['Topic: Remote work', 'Words: 300', 'Tone: Friendly']),
    );
    expect(within(main).getByRole('heading', { name: 'Working from anywhere' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const runAgain = within(main).getByRole('link', { name: 'Run again' });
    expect(runAgain).toHaveAttribute('href', '/user/templates/3?run=21');
    await user.click(runAgain);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/templates/3'));
    expect(await screen.findByRole('textbox', { name: 'Topic' })).toHaveValue('Remote work');
  });

  it('a run of a template that is gone: raw names, no Run again', async () => {
    mockSavedTemplates();
    renderApp('/user/saved/template/20');
    expect(await screen.findByRole('heading', { level: 2, name: 'Old slogan' })).toBeInTheDocument();
    expect(definitions()).toEqual(['product: Inkwell']);
    expect(screen.queryByRole('link', { name: 'Run again' })).not.toBeInTheDocument();
  });

  it('deletes it after asking, then goes back to the list', async () => {
    const { deletes } = mockSavedTemplates();
    const user = userEvent.setup();
    const { router } = renderApp('/user/saved/template/21');
    await screen.findByRole('heading', { level: 2, name: 'Blog post' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this result?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/saved/templates'));
    expect(deletes).toEqual([21]);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
  });
});
