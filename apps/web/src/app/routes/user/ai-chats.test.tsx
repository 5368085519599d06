import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf } from '@/testing/fixtures';
import { chatSummary } from '@/testing/ai-chat-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { useSession } from '@/lib/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
  signIn();
});

const assistantList = () => screen.findByRole('list', { name: 'Assistants' });
const assistantNames = async () =>
  within(await assistantList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('AI Chats', () => {
  it('shows every assistant as a card with its avatar, name, category and description', async () => {
    renderApp('/user/ai-chats');
    expect(await screen.findByRole('heading', { name: 'AI Chats', level: 1 })).toBeInTheDocument();
    expect(await assistantNames()).toEqual(['General Assistant', 'Copywriter', 'Proofreader', 'Tutor']);
    const card = screen.getByRole('article', { name: 'Copywriter' });
    expect(within(card).getByText('Writing')).toBeInTheDocument();
    expect(
      within(card).getByText('Writes headlines, landing pages, ads and calls to action.'),
    ).toBeInTheDocument();
    const avatar = card.querySelector('img');
    expect(avatar).toHaveAttribute('src', '/assistants/copywriter.svg');
    expect(avatar).toHaveAttribute('alt', '');
    expect(within(card).getByRole('button', { name: 'Start chat with Copywriter' })).toBeEnabled();
  });

  it('filters the assistants by category, All first, and by words in their name or description', async () => {
    const user = userEvent.setup();
    renderApp('/user/ai-chats');
    await assistantList();
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'General', 'Writing', 'Education']);
    expect(within(categories).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(categories).getByRole('button', { name: 'Writing' }));
    expect(await assistantNames()).toEqual(['Copywriter', 'Proofreader']);

    await user.type(screen.getByRole('searchbox', { name: 'Search assistants' }), 'grammar');
    expect(await assistantNames()).toEqual(['Proofreader']);

    await user.click(within(categories).getByRole('button', { name: 'All' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search assistants' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search assistants' }), 'tutor');
    expect(await assistantNames()).toEqual(['Tutor']);

    await user.type(screen.getByRole('searchbox', { name: 'Search assistants' }), 'xyz');
    expect(screen.queryByRole('list', { name: 'Assistants' })).not.toBeInTheDocument();
    expect(screen.getByText('No assistants match your search.')).toBeInTheDocument();
  });

  it('starts a chat with the assistant picked and opens it', async () => {
    const created: unknown[] = [];
    server.use(
      http.post(api('ai/chats/'), async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(chatSummary({ id: 31, title: 'Chat with Copywriter' }), { status: 201 });
      }),
      http.get(api('ai/chats/31/'), () =>
        HttpResponse.json({
          ...chatSummary({ id: 31, title: 'Chat with Copywriter' }),
          messages: [],
          generating: false,
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/user/ai-chats');
    await user.click(await screen.findByRole('button', { name: 'Start chat with Copywriter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/ai-chats/31'));
    expect(created).toEqual([{ assistant_id: 2 }]);
    expect(
      await screen.findByRole('heading', { name: 'Chat with Copywriter', level: 2 }),
    ).toBeInTheDocument();
  });

  it('says why a chat could not be started', async () => {
    server.use(
      http.post(api('ai/chats/'), () =>
        HttpResponse.json({ detail: 'Assistant not found.' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/user/ai-chats');
    await user.click(await screen.findByRole('button', { name: 'Start chat with Tutor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Assistant not found.');
    expect(router.state.location.pathname).toBe('/user/ai-chats');
  });

  it('lists the user’s chats with their assistant and date, each a link, searchable by title', async () => {
    const searches: (string | null)[] = [];
    server.use(
      http.get(api('ai/chats/'), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        const chats = [chatSummary(), chatSummary({ id: 6, title: 'Landing page headline' })];
        return HttpResponse.json(
          pageOf(search ? chats.filter((chat) => chat.title.includes(search)) : chats),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/user/ai-chats');
    const section = await screen.findByRole('region', { name: 'Your chats' });
    const link = await within(section).findByRole('link', { name: /Trip to Lisbon/ });
    expect(link).toHaveAttribute('href', '/user/ai-chats/7');
    expect(link).toHaveTextContent('General Assistant');
    expect(link).toHaveTextContent(/Mar 2/);

    await user.type(within(section).getByRole('searchbox', { name: 'Search your chats' }), 'Landing');
    await waitFor(() =>
      expect(within(section).queryByRole('link', { name: /Trip to Lisbon/ })).not.toBeInTheDocument(),
    );
    expect(within(section).getByRole('link', { name: /Landing page headline/ })).toHaveAttribute(
      'href',
      '/user/ai-chats/6',
    );
    // One request per pause in typing, not one per letter.
    expect(searches).toEqual([null, 'Landing']);

    await user.type(within(section).getByRole('searchbox', { name: 'Search your chats' }), ' nothing');
    expect(await within(section).findByText('No chats match your search.')).toBeInTheDocument();
  });

  it('opens the chats on the search and page its URL names (a reload, Back)', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('ai/chats/'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('page')} ${params.get('search')}`);
        return HttpResponse.json(pageOf([chatSummary()], 25));
      }),
    );
    renderApp('/user/ai-chats?search=Lisbon&page=2');
    const section = await screen.findByRole('region', { name: 'Your chats' });
    expect(within(section).getByRole('searchbox', { name: 'Search your chats' })).toHaveValue('Lisbon');
    expect(await within(section).findByRole('navigation', { name: 'Chat pages' })).toHaveTextContent(
      'Page 2 of 3',
    );
    expect(within(section).getByRole('link', { name: /Trip to Lisbon/ })).toBeInTheDocument();
    expect(asked).toEqual(['2 Lisbon']);
  });

  it('says there are no chats yet', async () => {
    server.use(http.get(api('ai/chats/'), () => HttpResponse.json(pageOf([]))));
    renderApp('/user/ai-chats');
    const section = await screen.findByRole('region', { name: 'Your chats' });
    expect(await within(section).findByText(/No chats yet/)).toBeInTheDocument();
  });

  it('offers Retry when the assistants cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(api('ai/assistants/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Unavailable.' }, { status: 503 })
          : HttpResponse.json([]);
      }),
    );
    const user = userEvent.setup();
    renderApp('/user/ai-chats');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No assistants are available yet.')).toBeInTheDocument();
  });
});
