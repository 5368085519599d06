import { ANSWER_STREAM_WORDS } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLedgerMatchesBalances, storedBalances } from '../../../../helpers/balance.js';
import { readEvents, streamedText, type TStreamEvent } from '../../../../helpers/event-stream-client.js';
import { call, send, startChatFixture, userWithChat, type TChatFixture } from './chat-fixture.js';

interface TChat {
  messages: { role: string; content: string; status: string }[];
  generating: boolean;
}

/**
 * Every answer ends, however early: a refusal or a Stop before the provider's first byte, and
 * a re-attach that comes as the answer finishes. A wait that never ends fails here by the
 * test's own timeout.
 */
describe('AI chats: every answer ends', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture()));
  afterAll(() => f?.close());

  const readChat = async (user: Parameters<typeof call>[1], chatId: number) =>
    (await (await call(f, user, 'GET', `/chats/${chatId}/`)).json()) as TChat;

  it('a provider refusal before the first byte ends the answer for a re-attach waiting on it', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = await storedBalances(f.app, user.id);
    const held = f.fake.holdNext();
    f.fake.fail(400, 'The fake refuses this request.');
    const sending = send(f, user, chatId, 'Hello?');
    await held.arrived;

    const attached = await call(f, user, 'GET', `/chats/${chatId}/stream/`);
    expect(attached.status).toBe(200);
    const reading = readEvents(attached);
    held.release();
    const refused = await sending;
    expect(refused.status).toBe(502);
    const detail = 'The AI provider could not take this request.';
    expect(await refused.json()).toEqual({ detail });
    expect(await reading).toEqual([{ event: 'error', data: { detail } }]);

    expect(await readChat(user, chatId)).toMatchObject({ messages: [], generating: false });
    expect((await call(f, user, 'POST', `/chats/${chatId}/stop/`)).status).toBe(409);
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('Stop before the provider answered: Stop answers, the send is refused as stopped, nothing spent', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = await storedBalances(f.app, user.id);
    const held = f.fake.holdNext();
    const sending = send(f, user, chatId, 'Hello?');
    await held.arrived;

    const stopped = await call(f, user, 'POST', `/chats/${chatId}/stop/`);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toMatchObject({ messages: [], generating: false });
    const refused = await sending;
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: ANSWER_STREAM_WORDS.stoppedBeforeAnswer });
    held.release();

    expect(await storedBalances(f.app, user.id)).toEqual(before);
    await expectLedgerMatchesBalances(f.app, user.id);
    // The chat takes the next message as if nothing had happened.
    expect(streamedText(await readEvents(await send(f, user, chatId, 'Again')))).toBe(
      'Hello from the fake model.',
    );
  });

  it('deleting a chat whose answer waits for the provider succeeds at once', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = await storedBalances(f.app, user.id);
    const held = f.fake.holdNext();
    const sending = send(f, user, chatId, 'Hello?');
    await held.arrived;

    expect((await call(f, user, 'DELETE', `/chats/${chatId}/`)).status).toBe(204);
    expect((await call(f, user, 'GET', `/chats/${chatId}/`)).status).toBe(404);
    expect((await sending).status).toBe(409);
    held.release();
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('Stop after the provider accepted but before any text charges nothing and keeps no empty answer', async () => {
    const { user, chatId } = await userWithChat(f);
    const before = await storedBalances(f.app, user.id);
    f.fake.reply({ chunks: ['Never', ' said'], hangAfter: 0 });
    const closed = f.fake.whenClientCloses();
    const response = await send(f, user, chatId, 'Say nothing');
    expect(response.status).toBe(200);
    const reading = readEvents(response);

    const stopped = await call(f, user, 'POST', `/chats/${chatId}/stop/`);
    expect(stopped.status).toBe(200);
    const chat = (await stopped.json()) as TChat;
    expect(chat.messages.map((m) => m.role)).toEqual(['user']);
    expect(chat.generating).toBe(false);
    await closed;
    expect(await reading).toEqual([
      { event: 'error', data: { detail: ANSWER_STREAM_WORDS.chatStoppedBeforeAnswer } },
    ]);
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    await expectLedgerMatchesBalances(f.app, user.id);
  });

  it('a re-attach that finds the answer just before it finishes still gets the end, with the saved answer', async () => {
    const { user, chatId } = await userWithChat(f);
    f.fake.reply({ chunks: ['Thinking', ' on'], hangAfter: 1 });
    const seen: TStreamEvent[] = [];
    const reading = readEvents(await send(f, user, chatId, 'Think'), (event) => seen.push(event));
    await expect.poll(() => seen.length).toBeGreaterThan(0);

    // The race, forced: the re-attach has found the running answer, and the answer ends (here
    // by Stop) before the route follows it.
    const generator = f.app.chatGenerator;
    const attach = generator.attach.bind(generator);
    let stopping: Promise<Response> | undefined;
    const spy = vi
      .spyOn(generator, 'attach')
      .mockImplementation(async (...args: Parameters<typeof attach>) => {
        const found = await attach(...args);
        stopping = call(f, user, 'POST', `/chats/${chatId}/stop/`);
        await stopping;
        return found;
      });
    try {
      const attached = await call(f, user, 'GET', `/chats/${chatId}/stream/`);
      expect(attached.status).toBe(200);
      const events = await readEvents(attached);
      expect((await stopping!).status).toBe(200);
      expect(streamedText(events)).toBe('Thinking');
      expect(events.at(-1)).toMatchObject({
        event: 'done',
        data: { message: { content: 'Thinking', status: 'stopped', id: expect.any(Number) } },
      });
    } finally {
      spy.mockRestore();
    }
    expect((await reading).at(-1)).toMatchObject({ event: 'done' });
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});
