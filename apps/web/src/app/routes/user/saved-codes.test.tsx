import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { savedCode, savedCodesPage } from '@/testing/ai-code-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

const stored = [
  savedCode(),
  savedCode({ id: 11, prompt: '', mode: 'explain', language: 'python', code: 'print(1)', status: 'stopped' }),
];

/** The saved runs as the server keeps them: searched by prompt, narrowed by language, deleted. */
function mockSavedCodes(initial = stored) {
  const state = { saved: [...initial] };
  const queries: string[] = [];
  const deletes: number[] = [];
  server.use(
    http.get(api('saved/codes/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params.toString());
      const search = params.get('search')?.toLowerCase() ?? '';
      const language = params.get('language');
      const found = state.saved.filter(
        (saved) => saved.prompt.toLowerCase().includes(search) && (!language || saved.language === language),
      );
      return HttpResponse.json(savedCodesPage(found));
    }),
    http.get(api('saved/codes/:id/'), ({ params }) => {
      const saved = state.saved.find((item) => item.id === Number(params.id));
      return saved ? HttpResponse.json(saved) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.delete(api('saved/codes/:id/'), ({ params }) => {
      deletes.push(Number(params.id));
      state.saved = state.saved.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { queries, deletes };
}

const list = () => screen.getByRole('list', { name: 'Your generated codes' });

describe('My Generated Codes', () => {
  beforeEach(() => signIn());

  it('lists the saved runs: prompt or mode, language, mode, Stopped; each a link to its page', async () => {
    mockSavedCodes();
    renderApp('/user/saved/generate-code');
    await screen.findByRole('list', { name: 'Your generated codes' });
    const rows = within(list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Add two numbers' })).toHaveAttribute(
      'href',
      '/user/saved/generate-code/12',
    );
    expect(rows[0]).toHaveTextContent('TypeScript');
    expect(rows[0]).toHaveTextContent('Write new code');
    expect(rows[0]).not.toHaveTextContent('Stopped');
    expect(within(rows[1]!).getByRole('link', { name: 'Explain code' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Python');
    expect(rows[1]).toHaveTextContent('Stopped');
  });

  it('searches once typing pauses, and narrows by language', async () => {
    const { queries } = mockSavedCodes();
    const user = userEvent.setup();
    renderApp('/user/saved/generate-code');
    await screen.findByRole('list', { name: 'Your generated codes' });
    await user.type(screen.getByRole('searchbox', { name: 'Search your generated codes' }), 'add');
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(queries.filter((query) => query.includes('search'))).toEqual(['page=1&page_size=20&search=add']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search your generated codes' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Python');
    await waitFor(() => expect(list()).toHaveTextContent('Explain code'));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(queries.at(-1)).toBe('page=1&page_size=20&language=python');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Rust');
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
  });

  it('keeps its search and language in the address: a link or a reload opens the same narrowed list', async () => {
    const { queries } = mockSavedCodes();
    renderApp('/user/saved/generate-code?search=add&language=typescript');
    await screen.findByRole('list', { name: 'Your generated codes' });
    expect(screen.getByRole('searchbox', { name: 'Search your generated codes' })).toHaveValue('add');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('typescript');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(queries).toEqual(['page=1&page_size=20&search=add&language=typescript']);
  });

  it('points an empty list to AI Code', async () => {
    mockSavedCodes([]);
    renderApp('/user/saved/generate-code');
    const link = await screen.findByRole('link', { name: 'Open AI Code' });
    expect(link).toHaveAttribute('href', '/user/ai-code');
  });

  it('deletes a saved run after asking', async () => {
    const { deletes } = mockSavedCodes();
    const user = userEvent.setup();
    renderApp('/user/saved/generate-code');
    await screen.findByRole('list', { name: 'Your generated codes' });
    const first = within(list()).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Delete “Add two numbers”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this code?' });
    expect(dialog).toHaveTextContent('“Add two numbers” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(deletes).toEqual([12]);
    expect(list()).not.toHaveTextContent('Add two numbers');
  });
});

describe('a saved code', () => {
  beforeEach(() => signIn());

  it('shows the request and the answer with highlighted code; Run again opens AI Code with it', async () => {
    mockSavedCodes();
    const user = userEvent.setup();
    const { router } = renderApp('/user/saved/generate-code/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'Add two numbers' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Write new code');
    expect(within(main).getByText('export')).toHaveClass('hljs-keyword');
    expect(within(main).getAllByRole('button', { name: 'Copy code' }).length).toBeGreaterThan(0);
    expect(within(main).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    const runAgain = within(main).getByRole('link', { name: 'Run again' });
    expect(runAgain).toHaveAttribute('href', '/user/ai-code?run=12');
    await user.click(runAgain);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/ai-code'));
    expect(await screen.findByRole('textbox', { name: 'Describe the code' })).toHaveValue('Add two numbers');
  });

  it('deletes it after asking, then goes back to the list', async () => {
    const { deletes } = mockSavedCodes();
    const user = userEvent.setup();
    const { router } = renderApp('/user/saved/generate-code/12');
    await screen.findByRole('heading', { level: 2, name: 'Add two numbers' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this code?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/saved/generate-code'));
    expect(deletes).toEqual([12]);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
  });
});
