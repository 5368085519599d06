// The client of bench/chat-stream.mjs, run as its own process (pinned to core 1): `streams`
// slots, each sending one message and reading its answer to the end, again and again, for
// `seconds`. Prints `timing` when the clock starts, `timed` when it stops, then one JSON line:
// { streams, chunks, chunksPerSecond, ttftP50, ttftP99, errors, firstError, cpuSeconds } (times
// in ms; cpuSeconds is this process's own while timed).
// Input, as JSON on stdin: { mode, base, seconds, streams, … }.
// - mode 'app': POST {base}/api/v1/ai/chats/{id}/messages/ {content: question} with slot i's
//   `tokens[i]`; a chunk is an `event: delta`, the end `event: done`. Each slot writes in a chat
//   of its own, created before the clock starts, and moves to a new one after `turnsPerChat`
//   messages (that POST is not timed, but its work is the app's), so the history the app reads
//   stays that of a short conversation.
// - mode 'direct': POST {base}/chat/completions with `body` (what the SDK sends); a chunk is a
//   `data:` event with non-empty `delta.content`, the end `data: [DONE]`.
// First token: from the request's start to the first chunk; only streams started in time count.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const input = JSON.parse(readFileSync(0, 'utf8'));
const { mode, seconds, streams, tokens, assistantId, question, turnsPerChat = 10 } = input;
const base = new URL(input.base);
const agent = new http.Agent({ keepAlive: true, maxSockets: streams + 1 });
const firstTokens = [];
let chunks = 0;
let completed = 0;
let errors = 0;
let firstError;

/** POSTs `body`, handing each piece of the answer to `onText`; resolves with the status. */
function post(path, headers, body, onText) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, base),
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (text) => onText(text, response.statusCode));
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function createChat(token) {
  let text = '';
  const body = JSON.stringify({ assistant_id: assistantId });
  const headers = { authorization: `Bearer ${token}` };
  const status = await post('/api/v1/ai/chats/', headers, body, (piece) => (text += piece));
  if (status !== 201) throw new Error(`creating a chat answered ${status}: ${text}`);
  return JSON.parse(text).id;
}

/** Is this event a chunk of text, the end, or neither? */
const classify =
  mode === 'app'
    ? (event) => (event.startsWith('event: delta') ? 'chunk' : event.startsWith('event: done') ? 'end' : '')
    : (event) => {
        if (event === 'data: [DONE]') return 'end';
        const content = JSON.parse(event.slice(6)).choices[0]?.delta?.content;
        return typeof content === 'string' && content !== '' ? 'chunk' : '';
      };

/** One message and its answer, read to the end. */
async function once(slot, deadline) {
  const [path, headers, body] =
    mode === 'app'
      ? [
          `/api/v1/ai/chats/${slot.chatId}/messages/`,
          { authorization: `Bearer ${slot.token}`, accept: 'text/event-stream' },
          JSON.stringify({ content: question }),
        ]
      : ['chat/completions', { authorization: `Bearer ${input.apiKey}` }, input.body];
  const started = performance.now();
  let pending = '';
  let first = true;
  let ended = false;
  const status = await post(path, headers, body, (text, code) => {
    pending += text;
    if (code !== 200) return;
    let cut;
    while ((cut = pending.indexOf('\n\n')) !== -1) {
      const kind = classify(pending.slice(0, cut));
      pending = pending.slice(cut + 2);
      if (kind === 'end') ended = true;
      if (kind !== 'chunk') continue;
      const now = performance.now();
      if (first && started < deadline) firstTokens.push(now - started);
      first = false;
      if (now < deadline) chunks += 1;
    }
  });
  if (status === 200 && ended) {
    if (started < deadline) completed += 1;
  } else {
    errors += 1;
    firstError ??= `${status}: ${pending.slice(0, 300)}`;
  }
}

const slots = Array.from({ length: streams }, (_, i) => ({ token: tokens?.[i], chatId: 0, sent: 0 }));
if (mode === 'app')
  await Promise.all(slots.map(async (slot) => (slot.chatId = await createChat(slot.token))));

console.log('timing');
const deadline = performance.now() + seconds * 1000;
const cpuAtStart = process.cpuUsage();
let cpuTimed;
setTimeout(() => {
  cpuTimed = process.cpuUsage(cpuAtStart);
  console.log('timed');
}, seconds * 1000);
await Promise.all(
  slots.map(async (slot) => {
    while (performance.now() < deadline) {
      if (mode === 'app' && slot.sent === turnsPerChat) {
        slot.chatId = await createChat(slot.token);
        slot.sent = 0;
      }
      slot.sent += 1;
      await once(slot, deadline).catch((error) => {
        errors += 1;
        firstError ??= String(error);
      });
    }
  }),
);
agent.destroy();
firstTokens.sort((a, b) => a - b);
const at = (q) => firstTokens[Math.min(firstTokens.length - 1, Math.floor(q * firstTokens.length))] ?? NaN;
console.log(
  JSON.stringify({
    streams: completed,
    chunks,
    chunksPerSecond: chunks / seconds,
    ttftP50: at(0.5),
    ttftP99: at(0.99),
    errors,
    firstError,
    cpuSeconds: cpuTimed ? (cpuTimed.user + cpuTimed.system) / 1e6 : NaN,
  }),
);
