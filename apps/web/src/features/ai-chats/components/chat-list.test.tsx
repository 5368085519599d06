import type { TChatSummary } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatDetail, chatsFixture, chatSummary } from '@/testing/ai-chat-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

/** The user's chats as the server keeps them: the list follows renames and deletions. */
function mockChats(initial: TChatSummary[] = chatsFixture) {
  const chats = structuredClone(initial);
  const writes: string[] = [];
  const find = (id: unknown) => chats.find((chat) => chat.id === Number(id));
  server.use(
    http.get(api('ai/chats/'), () =>
      HttpResponse.json({ count: chats.length, next: null, previous: null, results: chats }),
    ),
    http.get(api('ai/chats/:id/'), ({ params }) => {
      const chat = find(params.id);
      return chat
        ? HttpResponse.json(chatDetail({ ...chat }))
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.patch(api('ai/chats/:id/'), async ({ params, request }) => {
      const { title } = (await request.json()) as { title: string };
      writes.push(`PATCH ${params.id} ${title}`);
      const chat = find(params.id)!;
      chat.title = title;
      return HttpResponse.json(chat);
    }),
    http.delete(api('ai/chats/:id/'), ({ params }) => {
      writes.push(`DELETE ${params.id}`);
      chats.splice(chats.indexOf(find(params.id)!), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { writes };
}

async function openSidebar() {
  const side = await screen.findByRole('navigation', { name: 'Your chats' });
  await within(side).findByRole('link', { name: /Landing page headline/ });
  return side;
}

describe('a chat’s actions in the list', () => {
  beforeEach(() => signIn());

  it('renames from the keyboard through the menu, and the list shows the new title', async () => {
    const { writes } = mockChats();
    const user = userEvent.setup();
    renderApp('/user/ai-chats/7');
    const side = await openSidebar();

    const actions = within(side).getByRole('button', { name: 'Actions for Landing page headline' });
    actions.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));

    const title = await within(side).findByRole('textbox', { name: 'Chat title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue('Landing page headline');
    await user.clear(title);
    await user.type(title, 'Homepage hero{Enter}');

    expect(await within(side).findByRole('link', { name: /Homepage hero/ })).toBeInTheDocument();
    expect(within(side).queryByRole('link', { name: /Landing page headline/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(side).getByRole('button', { name: 'Actions for Homepage hero' })).toHaveFocus(),
    );
    expect(writes).toEqual(['PATCH 6 Homepage hero']);
  });

  it('deletes another chat after a confirmation and stays on the open one', async () => {
    const { writes } = mockChats();
    const user = userEvent.setup();
    const { router } = renderApp('/user/ai-chats/7');
    const side = await openSidebar();

    await user.click(within(side).getByRole('button', { name: 'Actions for Landing page headline' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    expect(dialog).toHaveTextContent('“Landing page headline” and all its messages will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const actions = within(side).getByRole('button', { name: 'Actions for Landing page headline' });
    await waitFor(() => expect(actions).toHaveFocus());
    expect(writes).toEqual([]);

    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat' }));

    await waitFor(() =>
      expect(within(side).queryByRole('link', { name: /Landing page headline/ })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(side).getByRole('link', { name: /Trip to Lisbon/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/ai-chats/7');
    expect(writes).toEqual(['DELETE 6']);
  });

  it('deleting the open chat from the list goes back to the chats', async () => {
    const { writes } = mockChats();
    const user = userEvent.setup();
    const { router } = renderApp('/user/ai-chats/7');
    const side = await openSidebar();

    await user.click(within(side).getByRole('button', { name: 'Actions for Trip to Lisbon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/ai-chats'));
    expect(writes).toEqual(['DELETE 7']);
  });
});

describe('an admin’s test chat', () => {
  beforeEach(() => signIn());

  it('is marked “Admin test” in its header, with why it costs nothing, and “Test” in the list', async () => {
    mockChats([chatSummary({ admin_test: true }), chatSummary({ id: 6, title: 'Landing page headline' })]);
    renderApp('/user/ai-chats/7');
    const side = await openSidebar();

    const header = (await screen.findByRole('heading', { name: 'Trip to Lisbon', level: 2 })).closest(
      'header',
    )!;
    expect(within(header).getByText('Admin test')).toBeInTheDocument();
    expect(within(header).getByText('Answers in this test spend nothing.')).toBeInTheDocument();

    expect(within(side).getByRole('link', { name: /Trip to Lisbon/ })).toHaveTextContent(/Test/);
    expect(within(side).getByRole('link', { name: /Landing page headline/ })).not.toHaveTextContent(/Test/);
  });

  it('shows no test marks on an ordinary chat', async () => {
    mockChats();
    renderApp('/user/ai-chats/7');
    await openSidebar();
    await screen.findByRole('heading', { name: 'Trip to Lisbon', level: 2 });
    expect(screen.queryByText('Admin test')).not.toBeInTheDocument();
    expect(screen.queryByText('Answers in this test spend nothing.')).not.toBeInTheDocument();
  });
});
