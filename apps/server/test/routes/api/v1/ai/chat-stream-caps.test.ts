import { ANSWER_STREAMS_PER_ANSWER, ANSWER_STREAMS_PER_USER, ANSWER_STREAM_WORDS } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { expectLedgerMatchesBalances, signedInWithBalance } from '../../../../helpers/balance.js';
import { readEvents, type TStreamEvent } from '../../../../helpers/event-stream-client.js';
import { call, send, startChatFixture, type TChatFixture } from './chat-fixture.js';

/** Re-attaches to a running answer are capped per answer and per user; a stream that leaves frees its place. */
describe('AI chats: how many streams may follow answers', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture()));
  afterAll(() => f?.close());

  const newChat = async (user: TLoggedIn) => {
    const [assistant] = (await (await call(f, user, 'GET', '/assistants/')).json()) as { id: number }[];
    const chat = await call(f, user, 'POST', '/chats/', { assistant_id: assistant!.id });
    return ((await chat.json()) as { id: number }).id;
  };
  /** Sends a message whose answer hangs after its first word; resolves once that word is read, with the rest's reading. */
  const hangingAnswer = async (user: TLoggedIn, chatId: number) => {
    f.fake.reply({ chunks: ['Working', ' on it'], hangAfter: 1 });
    const seen: TStreamEvent[] = [];
    const reading = readEvents(await send(f, user, chatId, 'Work'), (event) => seen.push(event));
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    // Wrapped: an async function returning the promise itself would wait for the stream's end.
    return { reading };
  };
  const reattach = (user: TLoggedIn, chatId: number, signal?: AbortSignal) =>
    call(f, user, 'GET', `/chats/${chatId}/stream/`, undefined, signal);

  it('past the caps a re-attach is a 429 with a clear detail; a stream that leaves frees its place', async () => {
    // Enough for three answers held at once (each holds its prompt and the output cap).
    const user = await signedInWithBalance(f.app, { chatbots_tokens: 100_000 });
    const chats = [await newChat(user), await newChat(user), await newChat(user)];
    const senders: Promise<TStreamEvent[]>[] = [];
    for (const chatId of chats) senders.push((await hangingAnswer(user, chatId)).reading);
    const open: Response[] = [];
    const leaving = new AbortController();

    // The sender's stream plus four re-attaches fill the first answer.
    for (let i = 1; i < ANSWER_STREAMS_PER_ANSWER; i += 1) {
      const attached = await reattach(user, chats[0]!, i === 1 ? leaving.signal : undefined);
      expect(attached.status).toBe(200);
      open.push(attached);
    }
    const full = await reattach(user, chats[0]!);
    expect(full.status).toBe(429);
    expect(await full.json()).toEqual({ detail: ANSWER_STREAM_WORDS.tooManyOnAnswer });

    // Re-attaches to the second answer fill the user's allowance: the first answer's streams,
    // the two other senders', and these.
    const following = ANSWER_STREAMS_PER_ANSWER + 2;
    for (let i = following; i < ANSWER_STREAMS_PER_USER; i += 1) {
      const attached = await reattach(user, chats[1]!);
      expect(attached.status).toBe(200);
      open.push(attached);
    }
    const over = await reattach(user, chats[2]!);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ detail: ANSWER_STREAM_WORDS.tooManyForUser });

    // Another user is not counted against this one.
    const other = await injectWithLogin(f.app);
    expect((await reattach(other, chats[2]!)).status).toBe(404);

    // One stream leaves: once the server has seen it go, its place is free again.
    leaving.abort();
    await expect
      .poll(async () => {
        const attached = await reattach(user, chats[2]!);
        if (attached.status === 200) open.push(attached);
        else await attached.text();
        return attached.status;
      })
      .toBe(200);

    // Every stream still there gets the end when the answers stop.
    for (const chatId of chats)
      expect((await call(f, user, 'POST', `/chats/${chatId}/stop/`)).status).toBe(200);
    const ends = [...open.slice(1).map((stream) => readEvents(stream)), ...senders];
    for (const events of await Promise.all(ends)) expect(events.at(-1)?.event).toBe('done');
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});
