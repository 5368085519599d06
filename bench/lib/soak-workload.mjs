// The mixed workload of bench/soak.mjs: what people do on the site, as weighted operations of
// one or more requests. Every request is handed to `record(name, status, ms)`; a streamed
// answer's time is to its first `delta` (its length is the provider's pacing), and one that
// ends without `done` is recorded with status 0, as is a request that got no answer.
import http from 'node:http';
import { IMAGE_SIZE } from './soak-setup.mjs';
import { BENCH_ACCOUNT } from './targets.mjs';

const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** A client address of its own for each request (X-Forwarded-For; the server trusts the proxy). */
const randomIp = () =>
  `10.${pick([1, 2, 3])}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/** One request; resolves with { status, ms, text } (status 0: no answer or a stream cut short). */
function send(context, method, path, { token, body, stream = false, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      new URL(path, context.base),
      {
        method,
        agent: context.agent,
        headers: {
          'x-forwarded-for': randomIp(),
          'accept-encoding': 'br',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        let firstDelta;
        response.setEncoding(stream ? 'utf8' : 'latin1');
        response.on('data', (piece) => {
          if (stream) text += piece;
          else if (text.length < 64 * 1024) text += piece;
          if (stream && firstDelta === undefined && text.includes('event: delta'))
            firstDelta = performance.now();
        });
        response.on('end', () => {
          const ok = !stream || response.statusCode !== 200 || text.includes('event: done');
          const ms = (firstDelta ?? performance.now()) - started;
          resolve({ status: ok ? response.statusCode : 0, ms, text });
        });
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started, text }));
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, text: '' }));
    request.end(payload);
  });
}

/**
 * The image request itself: its latency is the fake provider's second, by design, so it is
 * reported on its own and left out of the per-minute p99 (about 1 % of the requests, it would
 * decide that percentile alone, flipping it between the server's time and the provider's).
 */
export const IMAGE_GENERATION = 'image generation';

/** Sends and records; resolves with the answer. */
async function call(context, name, method, path, options) {
  const answer = await send(context, method, path, options);
  context.record(name, answer.status, answer.ms);
  const failed = answer.status === 0 || answer.status >= 500;
  if (failed && context.failures.length < 5)
    context.failures.push(`${name}, ${method} ${path}: ${answer.status} ${answer.text.slice(-300)}`);
  return answer;
}

const json = (answer) => JSON.parse(answer.text);
/** The data of a streamed answer's `done` event. */
const doneOf = (answer) => JSON.parse(answer.text.split('event: done\ndata: ')[1].split('\n')[0]);

/**
 * The operations, each `run(context, user)` with context { base, agent, record, failures,
 * assistantId } (failures: the first few failed answers, kept for the report) and
 * a user { id, email, token } no other operation is using (one generation at a time per user).
 */
export const OPERATIONS = [
  { name: 'home page', weight: 14, run: (c) => call(c, 'home page', 'GET', '/') },
  { name: 'sign-in page', weight: 4, run: (c) => call(c, 'sign-in page', 'GET', '/login') },
  { name: 'plans', weight: 10, run: (c) => call(c, 'plans', 'GET', '/api/v1/payments/plans/') },
  {
    name: 'company, reviews',
    weight: 6,
    run: async (c) => {
      await call(c, 'company, reviews', 'GET', '/api/v1/static/company_info');
      await call(c, 'company, reviews', 'GET', '/api/v1/users/reviews');
    },
  },
  {
    name: 'catalogues',
    weight: 8,
    run: async (c, user) => {
      await call(c, 'catalogues', 'GET', '/api/v1/ai/assistants/', { token: user.token });
      await call(c, 'catalogues', 'GET', '/api/v1/ai/templates/', { token: user.token });
    },
  },
  {
    name: 'balance',
    weight: 12,
    run: (c, user) => call(c, 'balance', 'GET', '/api/v1/users/balance/', { token: user.token }),
  },
  {
    name: 'login',
    weight: 2,
    run: (c, user) =>
      call(c, 'login', 'POST', '/api/v1/users/login/', {
        body: { email: user.email, password: BENCH_ACCOUNT.password },
      }),
  },
  {
    name: 'chat answer',
    weight: 6,
    run: async (c, user) => {
      const created = await call(c, 'chat answer', 'POST', '/api/v1/ai/chats/', {
        token: user.token,
        body: { assistant_id: c.assistantId },
      });
      if (created.status !== 201) return;
      const path = `/api/v1/ai/chats/${json(created).id}/messages/`;
      const body = { content: 'In one sentence, what does a soak test find?' };
      await call(c, 'chat answer', 'POST', path, {
        token: user.token,
        body,
        stream: true,
        headers: { accept: 'text/event-stream' },
      });
    },
  },
  {
    name: 'saved code',
    weight: 3,
    run: async (c, user) => {
      const body = { mode: 'write', language: 'python', prompt: 'A function that reverses a list.' };
      const run = await call(c, 'saved code', 'POST', '/api/v1/ai/code/', {
        token: user.token,
        body,
        stream: true,
      });
      await call(c, 'saved code', 'GET', '/api/v1/saved/codes/', { token: user.token });
      if (run.status === 200)
        await call(c, 'saved code', 'DELETE', `/api/v1/saved/codes/${doneOf(run).saved.id}/`, {
          token: user.token,
        });
    },
  },
  {
    name: 'image',
    weight: 1,
    run: async (c, user) => {
      const body = { prompt: 'A lighthouse at dusk', size: IMAGE_SIZE, n: 1 };
      const made = await call(c, IMAGE_GENERATION, 'POST', '/api/v1/ai/images/', { token: user.token, body });
      await call(c, 'image', 'GET', '/api/v1/saved/images/', { token: user.token });
      if (made.status === 201)
        await call(c, 'image', 'DELETE', `/api/v1/saved/images/${json(made).images[0].id}/`, {
          token: user.token,
        });
    },
  },
  {
    name: 'support request',
    weight: 2,
    run: (c, user) => {
      const body = {
        name: 'Soak',
        email: user.email,
        subject: 'A question',
        message: 'How do I change my plan, please?',
      };
      return call(c, 'support request', 'POST', '/api/v1/support/contact/', { body });
    },
  },
];

const TOTAL = OPERATIONS.reduce((sum, operation) => sum + operation.weight, 0);

/** One operation drawn by weight. */
export function drawOperation() {
  let left = Math.random() * TOTAL;
  for (const operation of OPERATIONS) if ((left -= operation.weight) < 0) return operation;
  return OPERATIONS[0];
}
