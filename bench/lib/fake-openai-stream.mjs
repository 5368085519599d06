// A fake OpenAI-compatible provider for bench/chat-stream.mjs: plain node:http, no checks, the
// same answer every time, paced like a model writing. Run as its own process (pinned to core 1
// by the bench, beside the client).
// Usage: PORT=… CHUNKS=200 GAP_MS=5 MODEL=bench-chat node bench/lib/fake-openai-stream.mjs
// POST /v1/chat/completions with `stream: true` answers OpenAI's server-sent events: a role
// chunk at once, then CHUNKS content chunks of a few characters, each after GAP_MS, then the
// finish chunk, the usage chunk (`choices: []`) when `stream_options.include_usage`, and
// `data: [DONE]`. Without `stream` it answers the whole completion at once. GET /v1/models
// lists the one model. POST /v1/images/generations answers `n` pictures of the asked size as
// b64_json, after GAP_MS × CHUNKS (a picture with detail, so the app's WebP work is realistic).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';

const PORT = Number(process.env.PORT ?? 4100);
const CHUNKS = Number(process.env.CHUNKS ?? 200);
const GAP_MS = Number(process.env.GAP_MS ?? 5);
const MODEL = process.env.MODEL ?? 'bench-chat';
const WORDS = [' The', ' quick', ' brown', ' fox', ' jumps', ' over', ' the', ' lazy', ' dog.'];
const pieces = Array.from({ length: CHUNKS }, (_, i) => WORDS[i % WORDS.length]);

/** About four characters a prompt token and one token a chunk, as the tests' fake counts. */
function usageOf(body) {
  const characters = body.messages.reduce((sum, message) => sum + String(message.content ?? '').length, 0);
  const prompt_tokens = Math.ceil(characters / 4);
  return { prompt_tokens, completion_tokens: CHUNKS, total_tokens: prompt_tokens + CHUNKS };
}

function sendJson(response, status, value) {
  const bytes = Buffer.from(JSON.stringify(value));
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': bytes.length });
  response.end(bytes);
}

const pictures = new Map();

/** A noisy PNG of `size` (WxH), made once per size. */
function picture(size) {
  const [width, height] = String(size ?? '256x256')
    .split('x')
    .map(Number);
  if (!pictures.has(size)) {
    const noise = Buffer.alloc(64 * 64 * 3).map(() => Math.floor(Math.random() * 256));
    const png = sharp(noise, { raw: { width: 64, height: 64, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .png()
      .toBuffer()
      .then((bytes) => bytes.toString('base64'));
    pictures.set(size, png);
  }
  return pictures.get(size);
}

async function images(response, body) {
  const b64_json = await picture(body.size);
  await sleep(GAP_MS * CHUNKS);
  const data = Array.from({ length: body.n ?? 1 }, () => ({ b64_json }));
  sendJson(response, 200, { created: Math.floor(Date.now() / 1000), data });
}

async function stream(response, body) {
  const includeUsage = body.stream_options?.include_usage === true;
  const base = {
    id: `chatcmpl-${randomBytes(12).toString('hex')}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
  };
  const event = (choices, usage = null) =>
    `data: ${JSON.stringify({ ...base, choices, ...(includeUsage ? { usage } : {}) })}\n\n`;
  const choice = (delta, finish_reason = null) => [{ index: 0, delta, finish_reason }];
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(event(choice({ role: 'assistant', content: '' })));
  for (const text of pieces) {
    await sleep(GAP_MS);
    if (response.destroyed) return;
    response.write(event(choice({ content: text })));
  }
  const usage = includeUsage ? event([], usageOf(body)) : '';
  response.end(`${event(choice({}, 'stop'))}${usage}data: [DONE]\n\n`);
}

const server = createServer(async (request, response) => {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  const path = request.url.split('?')[0];
  if (request.method === 'GET' && path === '/v1/models') {
    return sendJson(response, 200, {
      object: 'list',
      data: [{ id: MODEL, object: 'model', created: 1_700_000_000, owned_by: 'bench' }],
    });
  }
  if (request.method === 'POST' && path === '/v1/images/generations')
    return images(response, JSON.parse(raw));
  if (request.method !== 'POST' || path !== '/v1/chat/completions')
    return sendJson(response, 404, { error: { message: `No ${request.method} ${path}`, type: 'not_found' } });
  const body = JSON.parse(raw);
  if (body.stream === true) return stream(response, body);
  await sleep(GAP_MS * CHUNKS);
  sendJson(response, 200, {
    id: `chatcmpl-${randomBytes(12).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: 'stop' }],
    usage: usageOf(body),
  });
});
server.keepAliveTimeout = 60_000;
server.listen(PORT, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
