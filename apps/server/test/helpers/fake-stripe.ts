import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FakeCheckoutSessions,
  stripeError,
  type TAnswer,
  type TFakeSession,
} from './fake-checkout-sessions.js';
import { FakeCharges } from './fake-charges.js';
import { parseStripeForm, type TFormValue } from './stripe-form.js';

export type { TFakeSession };

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_inkwell_fake_key_a1b2';

export interface TRecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, TFormValue>;
}

interface TFailure {
  status: number;
  type: string;
  message: string;
}

/**
 * A local Stripe API that the real SDK talks to over HTTP on 127.0.0.1: Bearer secret-key
 * auth, form-encoded bodies with bracket keys, Checkout Sessions (create honouring
 * Idempotency-Key, retrieve, expire) and Stripe-shaped errors. Tests read `requests`, make the
 * next call fail and complete sessions as a buyer's payment would.
 */
export class FakeStripe {
  readonly requests: TRecordedRequest[] = [];
  readonly sessions = new FakeCheckoutSessions();
  readonly charges = new FakeCharges();
  readonly #replays = new Map<string, TAnswer>();
  readonly #failures: TFailure[] = [];
  // A client gone mid-request (a server process killed) ends only that request.
  readonly #server = createServer(
    (request, response) => void this.#serve(request, response).catch(() => response.destroy()),
  );

  constructor(readonly secretKey = FAKE_STRIPE_SECRET_KEY) {}

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  listen(): Promise<this> {
    return new Promise((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve(this)));
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  /** The next authorised call answers this error, with Stripe-Should-Retry: false so the SDK gives up. */
  failNext(failure: Partial<TFailure> = {}): void {
    this.#failures.push({ status: 500, type: 'api_error', message: 'Something went wrong.', ...failure });
  }

  /** Marks the session complete (paid, or 'unpaid' for a delayed method) and answers a copy. */
  complete(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): TFakeSession {
    const session = this.sessions.complete(id, paymentStatus);
    if (paymentStatus !== 'paid') return session;
    const paymentIntent = this.charges.pay(Number(session.amount_total), String(session.currency));
    Object.assign(this.sessions.get(id)!, { payment_intent: paymentIntent });
    return { ...session, payment_intent: paymentIntent };
  }

  /** The parameters of every session creation received, oldest first. */
  createdSessions(): Record<string, TFormValue>[] {
    return this.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
      .map((r) => r.body);
  }

  async #serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const { method = 'GET', headers } = request;
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const body = parseStripeForm(raw);
    this.requests.push({ method, path, headers, body });
    const authorized = headers.authorization === `Bearer ${this.secretKey}`;
    const failure = authorized ? this.#failures.shift() : undefined;
    const [status, answer] = !authorized
      ? stripeError(401, 'invalid_request_error', 'Invalid API Key provided.')
      : failure
        ? stripeError(failure.status, failure.type, failure.message)
        : this.#route(method, path, body, headers['idempotency-key']);
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(7).toString('hex')}`,
      ...(failure ? { 'stripe-should-retry': 'false' } : {}),
    });
    response.end(JSON.stringify(answer));
  }

  #route(method: string, path: string, body: Record<string, TFormValue>, key: unknown): TAnswer {
    if (method === 'POST' && path === '/v1/refunds') return this.#once(key, () => this.charges.refund(body));
    const match = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(\/expire)?$/.exec(path);
    const [, id, expire] = match ?? [];
    if (match && method === 'POST' && !id) return this.#once(key, () => this.sessions.create(body));
    const session = id ? this.sessions.get(id) : undefined;
    if (id && !session) {
      return stripeError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${id}'`,
        'resource_missing',
      );
    }
    if (session && method === 'GET' && !expire) return [200, session];
    if (session && method === 'POST' && expire) return this.sessions.expire(session);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Stripe answers a repeated Idempotency-Key with the first answer, replayed. */
  #once(key: unknown, make: () => TAnswer): TAnswer {
    const replay = typeof key === 'string' ? this.#replays.get(key) : undefined;
    if (replay) return replay;
    const answer = make();
    if (typeof key === 'string') this.#replays.set(key, structuredClone(answer));
    return answer;
  }
}
