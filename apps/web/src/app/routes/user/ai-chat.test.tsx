import type { TChatDetail, TChatDoneEvent, TChatMessage } from '@inkwell/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { chatDetail, chatMessage, openEventStream } from '@/testing/ai-chat-fixtures';
import { api } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';

beforeEach(() => {
  useSession.setState({ isAuth: false, isAdmin: false });
});

/** Chat 7 as the server keeps it: what the page reads follows what it sent. */
function mockChat(initial: TChatDetail = chatDetail()) {
  const state = { chat: structuredClone(initial) };
  const writes: string[] = [];
  server.use(
    http.get(api('ai/chats/7/'), () => HttpResponse.json(state.chat)),
    http.patch(api('ai/chats/7/'), async ({ request }) => {
      const { title } = (await request.json()) as { title: string };
      writes.push(`PATCH ${title}`);
      state.chat.title = title;
      const { messages: _messages, generating: _generating, ...summary } = state.chat;
      return HttpResponse.json(summary);
    }),
    http.delete(api('ai/chats/7/'), () => {
      writes.push('DELETE');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { state, writes };
}

function answered(message: TChatMessage, balance: number): TChatDoneEvent {
  return { message, usage: { prompt_tokens: 30, completion_tokens: 9, total_tokens: 39 }, balance };
}

const composer = () => screen.getByRole('textbox', { name: 'Message' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });
const answers = () => within(conversation()).getAllByRole('article', { name: 'General Assistant said' });

async function openChat() {
  renderApp('/user/ai-chats/7');
  await screen.findByRole('heading', { name: 'Trip to Lisbon', level: 2 });
}

describe('a chat', () => {
  beforeEach(() => signIn());

  it('shows the conversation: the user’s words as typed, the answers as markdown, each with Copy', async () => {
    mockChat(
      chatDetail({
        messages: [
          chatMessage({ id: 1, role: 'user', content: 'Two lines:\n  indented' }),
          chatMessage({ id: 2, role: 'assistant', content: 'A **bold** answer', status: 'stopped' }),
          chatMessage({ id: 3, role: 'user', content: 'Again?' }),
          chatMessage({ id: 4, role: 'assistant', content: '', status: 'failed' }),
        ],
      }),
    );
    await openChat();
    const mine = within(conversation()).getAllByRole('article', { name: 'You said' });
    expect(mine[0]?.firstChild?.textContent).toBe('Two lines:\n  indented');
    expect(within(answers()[0]!).getByText('bold').tagName).toBe('STRONG');
    expect(answers()[0]).toHaveTextContent('Stopped');
    expect(answers()[1]).toHaveTextContent('The answer failed');
    expect(within(conversation()).getAllByRole('button', { name: 'Copy message' })).toHaveLength(3);
    // Regenerate is offered on the last answer only.
    expect(within(answers()[1]!).getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
    expect(within(answers()[0]!).queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
    expect(await screen.findByText('120,000 AI chat tokens left')).toBeInTheDocument();
  });

  it('streams the answer as it is written, then shows the saved answer and the new balance', async () => {
    const { state } = mockChat();
    const stream = openEventStream();
    const sent: unknown[] = [];
    server.use(
      http.post(api('ai/chats/7/messages/'), async ({ request }) => {
        const body = (await request.json()) as { content: string };
        sent.push(body);
        state.chat.messages.push(chatMessage({ id: 3, role: 'user', content: body.content }));
        return stream.response();
      }),
    );
    const user = userEvent.setup();
    await openChat();
    await screen.findByText('120,000 AI chat tokens left');
    await user.type(composer(), 'And for dessert?{Enter}');

    expect(sent).toEqual([{ content: 'And for dessert?' }]);
    const log = conversation();
    expect(within(log).getAllByRole('article', { name: 'You said' }).at(-1)).toHaveTextContent(
      'And for dessert?',
    );
    expect(composer()).toHaveValue('');
    expect(composer()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Stop' })).toHaveFocus();

    stream.send('delta', { text: 'Try the ' });
    const writing = await within(log).findByRole('article', { name: 'General Assistant is answering' });
    await waitFor(() => expect(writing).toHaveTextContent('Try the'));
    stream.send('delta', { text: '**pastel de nata**.' });
    await waitFor(() => expect(writing).toHaveTextContent('Try the pastel de nata.'));
    expect(within(writing).getByText('pastel de nata').tagName).toBe('STRONG');

    const saved = chatMessage({ id: 4, role: 'assistant', content: 'Try the **pastel de nata**.' });
    state.chat.messages.push(saved);
    stream.send('done', answered(saved, 119_961));
    stream.close();

    expect(await screen.findByText('119,961 AI chat tokens left')).toBeInTheDocument();
    await waitFor(() => expect(composer()).toBeEnabled());
    expect(composer()).toHaveFocus();
    expect(
      within(log).queryByRole('article', { name: 'General Assistant is answering' }),
    ).not.toBeInTheDocument();
    expect(answers().at(-1)).toHaveTextContent('Try the pastel de nata.');
    expect(within(log).getAllByRole('article', { name: 'You said' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('sends with Enter, starts a new line with Shift+Enter, and never sends an empty message', async () => {
    mockChat();
    const sent: unknown[] = [];
    server.use(
      http.post(api('ai/chats/7/messages/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ detail: 'Not now.' }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    await openChat();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(composer(), '   {Enter}');
    expect(sent).toEqual([]);
    await user.clear(composer());
    await user.type(composer(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(composer()).toHaveValue('line one\nline two');
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ content: 'line one\nline two' }]));
  });

  it('stops the answer with Stop: the part written is kept and marked Stopped', async () => {
    const { state } = mockChat();
    const stream = openEventStream();
    const stops: string[] = [];
    const stopped = chatMessage({ id: 4, role: 'assistant', content: 'Start with', status: 'stopped' });
    server.use(
      http.post(api('ai/chats/7/messages/'), async ({ request }) => {
        const { content } = (await request.json()) as { content: string };
        state.chat.messages.push(chatMessage({ id: 3, role: 'user', content }));
        return stream.response();
      }),
      http.post(api('ai/chats/7/stop/'), () => {
        stops.push('stop');
        state.chat.messages.push(stopped);
        stream.send('done', answered(stopped, 119_990));
        stream.close();
        return HttpResponse.json(state.chat);
      }),
    );
    const user = userEvent.setup();
    await openChat();
    await user.type(composer(), 'Plan three days{Enter}');
    stream.send('delta', { text: 'Start with' });
    await within(conversation()).findByText('Start with');
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    await waitFor(() => expect(answers().at(-1)).toHaveTextContent('Start withStopped'));
    expect(stops).toEqual(['stop']);
    expect(answers()).toHaveLength(2);
    expect(composer()).toBeEnabled();
  });

  it('follows an answer still being written when the chat is opened', async () => {
    const { state } = mockChat(chatDetail({ generating: true }));
    const stream = openEventStream();
    server.use(http.get(api('ai/chats/7/stream/'), () => stream.response()));
    await openChat();
    stream.send('delta', { text: 'The text so far' });
    expect(await within(conversation()).findByText('The text so far')).toBeInTheDocument();
    expect(composer()).toBeDisabled();
    const saved = chatMessage({ id: 3, role: 'assistant', content: 'The text so far, and the end.' });
    state.chat = { ...state.chat, generating: false, messages: [...state.chat.messages, saved] };
    stream.send('done', answered(saved, 119_000));
    stream.close();
    await waitFor(() => expect(answers().at(-1)).toHaveTextContent('The text so far, and the end.'));
    await waitFor(() => expect(composer()).toBeEnabled());
  });

  it('regenerates the last answer in place', async () => {
    const { state } = mockChat();
    const stream = openEventStream();
    server.use(
      http.post(api('ai/chats/7/regenerate/'), () => {
        state.chat.messages.pop();
        return stream.response();
      }),
    );
    const user = userEvent.setup();
    await openChat();
    await user.click(within(answers()[0]!).getByRole('button', { name: 'Regenerate' }));
    stream.send('delta', { text: 'Or Bairro Alto' });
    await within(conversation()).findByText('Or Bairro Alto');
    expect(within(conversation()).queryByText(/Alfama/)).not.toBeInTheDocument();
    const saved = chatMessage({ id: 5, role: 'assistant', content: 'Or Bairro Alto.' });
    state.chat.messages.push(saved);
    stream.send('done', answered(saved, 119_500));
    stream.close();
    await waitFor(() => expect(answers()).toHaveLength(1));
    expect(answers()[0]).toHaveTextContent('Or Bairro Alto.');
  });

  it('shows an answer that failed midway with the server’s words', async () => {
    const { state } = mockChat();
    const stream = openEventStream();
    server.use(
      http.post(api('ai/chats/7/messages/'), async ({ request }) => {
        const { content } = (await request.json()) as { content: string };
        state.chat.messages.push(chatMessage({ id: 3, role: 'user', content }));
        return stream.response();
      }),
    );
    const user = userEvent.setup();
    await openChat();
    await user.type(composer(), 'Tell me more{Enter}');
    stream.send('delta', { text: 'Well' });
    await within(conversation()).findByText('Well');
    state.chat.messages.push(chatMessage({ id: 4, role: 'assistant', content: 'Well', status: 'failed' }));
    stream.send('error', {
      detail: 'The AI provider stopped answering before the end. What arrived is saved.',
    });
    stream.close();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI provider stopped answering before the end. What arrived is saved.',
    );
    await waitFor(() => expect(answers().at(-1)).toHaveTextContent('WellThe answer failed'));
    expect(composer()).toHaveValue('');
  });
});

describe('a message the server refuses', () => {
  function refuse(status: number, detail: string) {
    mockChat();
    server.use(http.post(api('ai/chats/7/messages/'), () => HttpResponse.json({ detail }, { status })));
  }

  it('402: says so with a link to buy more, and keeps the message', async () => {
    signIn();
    refuse(402, 'Your AI chat tokens balance is too low for this message. Buy more to continue.');
    const user = userEvent.setup();
    await openChat();
    await user.type(composer(), 'A long question{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your AI chat tokens balance is too low for this message. Buy more to continue.',
    );
    expect(within(alert).getByRole('link', { name: 'Buy more' })).toHaveAttribute(
      'href',
      '/user/current-plan',
    );
    expect(composer()).toHaveValue('A long question');
    expect(within(conversation()).getAllByRole('article', { name: 'You said' })).toHaveLength(1);
  });

  it.each([
    ['a user', false],
    ['an administrator', true],
  ])('503: explains to %s that AI chats are not set up', async (_who, isAdmin) => {
    signIn({ isAdmin });
    const detail =
      'AI chats are not set up yet: an administrator needs to configure an AI provider and a model for them.';
    refuse(503, detail);
    const user = userEvent.setup();
    await openChat();
    await user.type(composer(), 'Hello{Enter}');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('AI chats are not set up yet')).toBeInTheDocument();
    expect(panel).toHaveTextContent(detail);
    if (isAdmin) {
      expect(panel).toHaveTextContent(/OPENAI_BASE_URL, OPENAI_API_KEY and AI_CHAT_MODEL/);
      expect(within(panel).getByRole('link', { name: 'AI Providers' })).toHaveAttribute(
        'href',
        '/user/settings-ai',
      );
    } else {
      expect(panel).not.toHaveTextContent('OPENAI');
      expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(composer()).toHaveValue('Hello');
  });

  it.each([
    [429, 'Rate limit exceeded, retry in 1 minute'],
    [502, 'The AI provider could not answer. Try again in a moment.'],
    // The provider's own rate limit: a busy 503 is not a missing set-up.
    [503, 'The AI provider is busy right now. Please try again in a moment.'],
  ])('%i: shows the server’s words and keeps the typed text', async (status, detail) => {
    signIn();
    refuse(status, detail);
    const user = userEvent.setup();
    await openChat();
    await user.type(composer(), 'Keep me{Shift>}{Enter}{/Shift}please{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.queryByText('AI chats are not set up yet')).not.toBeInTheDocument();
    expect(composer()).toHaveValue('Keep me\nplease');
    expect(composer()).toBeEnabled();
  });
});

describe('the chat’s title and deletion', () => {
  beforeEach(() => signIn());

  it('renames in place: Enter saves, Escape cancels, focus returns to Rename', async () => {
    const { writes } = mockChat();
    const user = userEvent.setup();
    await openChat();
    await user.click(screen.getByRole('button', { name: 'Rename chat' }));
    const title = screen.getByRole('textbox', { name: 'Chat title' });
    expect(title).toHaveValue('Trip to Lisbon');
    await user.clear(title);
    await user.type(title, 'Not saved{Escape}');
    expect(screen.getByRole('heading', { name: 'Trip to Lisbon', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename chat' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Rename chat' }));
    await user.clear(screen.getByRole('textbox', { name: 'Chat title' }));
    await user.type(screen.getByRole('textbox', { name: 'Chat title' }), 'Lisbon food{Enter}');
    expect(await screen.findByRole('heading', { name: 'Lisbon food', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename chat' })).toHaveFocus());
    expect(writes).toEqual(['PATCH Lisbon food']);
  });

  it('refuses an empty title under the field', async () => {
    const { writes } = mockChat();
    const user = userEvent.setup();
    await openChat();
    await user.click(screen.getByRole('button', { name: 'Rename chat' }));
    await user.clear(screen.getByRole('textbox', { name: 'Chat title' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('deletes after a confirmation, then goes back to the chats', async () => {
    const { writes } = mockChat();
    const user = userEvent.setup();
    const { router } = renderApp('/user/ai-chats/7');
    await screen.findByRole('heading', { name: 'Trip to Lisbon', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Delete chat' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    expect(dialog).toHaveTextContent('“Trip to Lisbon” and all its messages will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete chat' })).toHaveFocus();
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete chat' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this chat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/ai-chats'));
    expect(writes).toEqual(['DELETE']);
  });

  it('says so when the chat does not exist', async () => {
    renderApp('/user/ai-chats/99');
    expect(await screen.findByRole('heading', { name: 'Chat not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your chats' })).toHaveAttribute('href', '/user/ai-chats');
  });
});

describe('the list of chats beside the conversation', () => {
  beforeEach(() => signIn());

  it('marks the chat on screen and opens in a sheet from the Chats button', async () => {
    mockChat();
    const user = userEvent.setup();
    const { router } = renderApp('/user/ai-chats/7');
    const side = await screen.findByRole('navigation', { name: 'Your chats' });
    expect(await within(side).findByRole('link', { name: /Trip to Lisbon/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Chats' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your chats' });
    const other = await within(sheet).findByRole('link', { name: /Landing page headline/ });
    expect(within(sheet).getByRole('link', { name: /Trip to Lisbon/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    server.use(
      http.get(api('ai/chats/6/'), () =>
        HttpResponse.json(chatDetail({ id: 6, title: 'Landing page headline' })),
      ),
    );
    await user.click(other);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/ai-chats/6'));
    expect(
      await screen.findByRole('heading', { name: 'Landing page headline', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps its search and page from chat to chat', async () => {
    mockChat();
    server.use(
      http.get(api('ai/chats/6/'), () =>
        HttpResponse.json(chatDetail({ id: 6, title: 'Landing page headline' })),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/user/ai-chats/7?search=Landing');
    const side = await screen.findByRole('navigation', { name: 'Your chats' });
    const other = await within(side).findByRole('link', { name: /Landing page headline/ });
    expect(other).toHaveAttribute('href', '/user/ai-chats/6?search=Landing');
    await user.click(other);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/ai-chats/6'));
    expect(router.state.location.search).toBe('?search=Landing');
    expect(within(side).getByRole('searchbox', { name: 'Search your chats' })).toHaveValue('Landing');
  });
});
