// The floor under bench/chat-stream.mjs's app: a process that does nothing but what the issue
// requires of any relay — ask the provider through the `openai` SDK and pass each piece on as a
// server-sent `delta` — with no sign-in, database, tokenizer or metering. Run pinned to core 0
// like the app; it answers the client's 'app' mode: POST /api/v1/ai/chats/ (201 {id: 1}) and
// POST /api/v1/ai/chats/{id}/messages/ (`event: delta` per piece, then `event: done`).
// Prints the port it listens on. Env: OPENAI_BASE_URL, OPENAI_API_KEY, MODEL, MAX_TOKENS, SYSTEM_PROMPT.
import http from 'node:http';
import OpenAI from 'openai';

const client = new OpenAI({
  baseURL: process.env.OPENAI_BASE_URL,
  apiKey: process.env.OPENAI_API_KEY,
  maxRetries: 2,
});
const maxTokens = Number(process.env.MAX_TOKENS);

async function relay(request, response) {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  if (request.url === '/api/v1/ai/chats/') {
    response.writeHead(201, { 'content-type': 'application/json' });
    return response.end('{"id":1}');
  }
  const { content } = JSON.parse(raw);
  const stream = await client.chat.completions.create({
    model: process.env.MODEL,
    messages: [
      { role: 'system', content: process.env.SYSTEM_PROMPT },
      { role: 'user', content },
    ],
    max_tokens: maxTokens,
    stream: true,
    stream_options: { include_usage: true },
  });
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  for await (const chunk of stream) {
    const text = chunk.choices?.[0]?.delta?.content;
    if (typeof text === 'string' && text !== '')
      response.write(`event: delta\ndata: ${JSON.stringify({ text })}\n\n`);
  }
  response.end('event: done\ndata: {}\n\n');
}

const server = http.createServer((request, response) => {
  relay(request, response).catch((error) => {
    if (!response.headersSent) response.writeHead(502);
    response.end(String(error));
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => process.exit(0));
