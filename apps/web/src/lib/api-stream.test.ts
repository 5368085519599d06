import { chatAnswerEndpoints, ZChatDoneEventSchema, type TChatDoneEvent } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chatMessage, eventStreamResponse, sseEvent } from '@/testing/ai-chat-fixtures';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { requestStream } from './api-stream';
import { HttpClientError } from './http-status';

const done: TChatDoneEvent = {
  message: chatMessage({ id: 12, role: 'assistant', content: 'Olá, mundo' }),
  usage: { prompt_tokens: 20, completion_tokens: 4, total_tokens: 24 },
  balance: 119_976,
};

function stream() {
  const deltas: string[] = [];
  const outcome = requestStream({
    endpoint: chatAnswerEndpoints.send,
    params: { id: 7 },
    body: { content: 'Hello' },
    done: ZChatDoneEventSchema,
    onDelta: (text) => deltas.push(text),
  });
  return { deltas, outcome };
}

describe('requestStream', () => {
  it('reads events cut anywhere by the network, a character split in two included', async () => {
    signIn();
    const bytes = new TextEncoder().encode(
      `: keep-alive\n\n${sseEvent('delta', { text: 'Olá' })}${sseEvent('delta', { text: ', mundo' })}${sseEvent('done', done)}`,
    );
    // Cut at fixed widths: through `event:` lines, JSON, blank lines and the two bytes of "á".
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
      bytes.slice(i * 7, i * 7 + 7),
    );
    const seen: { auth: string | null; body: unknown }[] = [];
    server.use(
      http.post(api('ai/chats/7/messages/'), async ({ request }) => {
        seen.push({ auth: request.headers.get('Authorization'), body: await request.json() });
        return eventStreamResponse(chunks);
      }),
    );
    const { deltas, outcome } = stream();
    await expect(outcome).resolves.toEqual({ event: 'done', data: done });
    expect(deltas).toEqual(['Olá', ', mundo']);
    expect(seen).toEqual([{ auth: 'Bearer access', body: { content: 'Hello' } }]);
  });

  it('resolves with an error event, after the text that came before it', async () => {
    signIn();
    server.use(
      http.post(api('ai/chats/7/messages/'), () =>
        eventStreamResponse([
          sseEvent('delta', { text: 'Half an ans' }),
          sseEvent('error', { detail: 'The AI provider stopped answering before the end.' }),
        ]),
      ),
    );
    const { deltas, outcome } = stream();
    await expect(outcome).resolves.toEqual({
      event: 'error',
      data: { detail: 'The AI provider stopped answering before the end.' },
    });
    expect(deltas).toEqual(['Half an ans']);
  });

  it('says the connection closed when the stream ends without an outcome', async () => {
    signIn();
    server.use(
      http.post(api('ai/chats/7/messages/'), () => eventStreamResponse([sseEvent('delta', { text: 'Hi' })])),
    );
    await expect(stream().outcome).resolves.toEqual({ event: 'closed' });
  });

  it('throws the HttpClientError apiClient would for a JSON refusal', async () => {
    signIn();
    const detail = 'Your AI chat tokens balance is too low. Buy more to continue.';
    server.use(http.post(api('ai/chats/7/messages/'), () => HttpResponse.json({ detail }, { status: 402 })));
    const error = await stream().outcome.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({ response: { status: 402, data: { detail } } });
  });

  it('refreshes once after a 401 and opens the stream again with the new token', async () => {
    signIn();
    const tokens: (string | null)[] = [];
    server.use(
      http.post(api('ai/chats/7/messages/'), ({ request }) => {
        tokens.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === 'Bearer renewed'
          ? eventStreamResponse([sseEvent('done', done)])
          : HttpResponse.json({ detail: 'Token expired.' }, { status: 401 });
      }),
      http.post(api('users/token/refresh/'), () =>
        HttpResponse.json({ access_token: 'renewed', refresh_token: 'refresh-2' }),
      ),
    );
    await expect(stream().outcome).resolves.toEqual({ event: 'done', data: done });
    expect(tokens).toEqual(['Bearer access', 'Bearer renewed']);
  });

  it('stops reading when its signal aborts, and says so', async () => {
    signIn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(sseEvent('delta', { text: 'Still writing' })));
      },
    });
    server.use(
      http.get(
        api('ai/chats/7/stream/'),
        () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
      ),
    );
    const controller = new AbortController();
    const deltas: string[] = [];
    const outcome = requestStream({
      endpoint: chatAnswerEndpoints.follow,
      params: { id: 7 },
      done: ZChatDoneEventSchema,
      onDelta: (text) => {
        deltas.push(text);
        controller.abort();
      },
      signal: controller.signal,
    });
    await expect(outcome).resolves.toEqual({ event: 'aborted' });
    expect(deltas).toEqual(['Still writing']);
  });
});
