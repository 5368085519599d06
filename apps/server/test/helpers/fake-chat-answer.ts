import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface TFakeChatAnswer {
  /** Text pieces sent as successive `delta.content` chunks. */
  chunks: string[];
  /**
   * Usage sent in the final chunk when the request asked `stream_options: { include_usage: true }`
   * (and in the non-streamed answer). `null` = never report usage. Default: prompt_tokens = total
   * characters of all message contents / 4 rounded up, completion_tokens = number of chunks.
   */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
  /** finish_reason of the last content chunk; default 'stop'. */
  finishReason?: 'stop' | 'length';
  /** Milliseconds to wait before each chunk (default 0). */
  delayMs?: number;
  /** Destroy the socket abruptly after sending this many content chunks (a cut mid-stream). */
  cutAfter?: number;
  /** After this many content chunks send nothing more and keep the connection open until the client closes it. */
  hangAfter?: number;
}

/** The part of a chat completion request the fake reads, once validated. */
export interface TFakeChatRequest {
  model: string;
  messages: { content?: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean } | null;
}

export interface TFakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** How a streamed answer stopped: all sent, cut by the fake (the caller destroys the socket), left hanging, or the client went away. */
export type TStreamEnd = 'finished' | 'cut' | 'hung' | 'left';

/**
 * The usage OpenAI would report: the answer's own, or about four characters a prompt token and
 * one token a chunk, so a test can predict the count without a tokenizer.
 */
export function usageOf(request: TFakeChatRequest, answer: TFakeChatAnswer): TFakeUsage | null {
  if (answer.usage === null) return null;
  const characters = request.messages.reduce((sum, message) => sum + contentLength(message?.content), 0);
  const { prompt_tokens, completion_tokens } = answer.usage ?? {
    prompt_tokens: Math.ceil(characters / 4),
    completion_tokens: answer.chunks.length,
  };
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

/** A message's content is a string or, for multimodal input, a list of parts; text parts count. */
function contentLength(content: unknown): number {
  if (typeof content === 'string') return content.length;
  if (!Array.isArray(content)) return 0;
  return content.reduce<number>((sum, part: { text?: unknown }) => {
    return sum + (typeof part?.text === 'string' ? part.text.length : 0);
  }, 0);
}

/** The whole `chat.completion` object OpenAI answers when the request did not ask to stream. */
export function chatCompletionOf(request: TFakeChatRequest, answer: TFakeChatAnswer): object {
  const usage = usageOf(request, answer);
  const content = answer.chunks.join('');
  return {
    id: `chatcmpl-${randomBytes(12).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: answer.finishReason ?? 'stop' },
    ],
    ...(usage ? { usage } : {}),
  };
}

/** Resolves once the text is handed to the socket (or the write failed), so a cut follows the data. */
function writeEvent(response: ServerResponse, data: string): Promise<void> {
  return new Promise((resolve) => response.write(`data: ${data}\n\n`, () => resolve()));
}

/**
 * Writes the answer as OpenAI's server-sent events (role chunk, one chunk per piece, the
 * finish_reason chunk, the usage chunk when asked, `[DONE]`), stopping early where the answer
 * says to cut or hang, or when the client has gone. The caller owns the socket: it destroys it
 * on 'cut', so it can tell that close from a client's.
 */
export async function streamChatCompletion(
  response: ServerResponse,
  request: TFakeChatRequest,
  answer: TFakeChatAnswer,
  headers: Record<string, string>,
): Promise<TStreamEnd> {
  const includeUsage = request.stream_options?.include_usage === true;
  const base = {
    id: `chatcmpl-${randomBytes(12).toString('hex')}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
  };
  const send = (choices: object[], usage: TFakeUsage | null = null) =>
    writeEvent(response, JSON.stringify({ ...base, choices, ...(includeUsage ? { usage } : {}) }));
  const piece = (delta: object, finish_reason: string | null = null) => [{ index: 0, delta, finish_reason }];

  response.writeHead(200, { ...headers, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  await send(piece({ role: 'assistant', content: '' }));
  for (let sent = 0; ; sent += 1) {
    if (sent === answer.hangAfter) return 'hung';
    if (sent === answer.chunks.length && sent !== answer.cutAfter) break;
    // A cut waits its delay too, so a client reading at that pace has read what came before.
    if (answer.delayMs) await sleep(answer.delayMs);
    if (sent === answer.cutAfter) return 'cut';
    if (response.destroyed) return 'left';
    await send(piece({ content: answer.chunks[sent] }));
  }
  if (response.destroyed) return 'left';
  await send(piece({}, answer.finishReason ?? 'stop'));
  const usage = usageOf(request, answer);
  if (includeUsage && usage) await send([], usage);
  response.end('data: [DONE]\n\n');
  return 'finished';
}
