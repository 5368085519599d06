import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStream } from '../../../../../src/lib/event-stream.js';
import { readEvents, streamedText } from '../../../../helpers/event-stream-client.js';
import { call, send, startChatFixture, userWithChat, type TChatFixture } from './chat-fixture.js';

/**
 * A slow provider leaves the answer's stream quiet for long: comment pings keep a balancer's
 * idle timeout from cutting it, and readers skip them. The interval is shortened here (15 s
 * in production) so the test waits for a ping, not for a clock.
 */
describe('AI chats: an answer stream quiet for long', () => {
  let f: TChatFixture;
  const everyMs = EventStream.pingEveryMs;
  beforeAll(async () => {
    EventStream.pingEveryMs = 20;
    f = await startChatFixture();
  });
  afterAll(async () => {
    EventStream.pingEveryMs = everyMs;
    await f?.close();
  });

  it('carries `: ping` comments between its events, and the answer still reads whole', async () => {
    const { user, chatId } = await userWithChat(f);
    f.fake.reply({ chunks: ['Slowly', ' then'], hangAfter: 1 });
    const response = await send(f, user, chatId, 'Take your time');
    expect(response.status).toBe(200);
    const [raw, parsed] = response.body!.tee();

    // Read the raw bytes until a ping has come while the provider is silent, then stop the answer.
    const decoder = new TextDecoder();
    let text = '';
    const reader = raw.getReader();
    while (!text.includes(': ping\n\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended without a ping: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toMatch(/^event: delta\ndata: \{"text":"Slowly"\}\n\n: ping\n\n/);
    expect((await call(f, user, 'POST', `/chats/${chatId}/stop/`)).status).toBe(200);
    void reader.cancel();

    const events = await readEvents(new Response(parsed));
    expect(streamedText(events)).toBe('Slowly');
    expect(events.map((event) => event.event)).toEqual(['delta', 'done']);
    expect(events.at(-1)).toMatchObject({ data: { message: { content: 'Slowly', status: 'stopped' } } });
  });
});
