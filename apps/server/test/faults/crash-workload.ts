import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PASSWORD } from '../helpers/accounts.js';
import { readEvents } from '../helpers/event-stream-client.js';
import type { FakeStripe } from '../helpers/fake-stripe.js';
import type { startSmtpCatcher } from '../helpers/smtp-catcher.js';
import {
  signedDelivery,
  stripeEvent,
  STRIPE_WEBHOOK_URL,
  type TDelivery,
} from '../helpers/stripe-webhooks.js';
import { fundUser } from './crash-setup.js';
import {
  Acknowledged,
  type CrashClient,
  formWith,
  pick,
  SessionExpired,
  type TSession,
} from './crash-client.js';

export interface TWorkloadSetup {
  client: CrashClient;
  stripe: FakeStripe;
  smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  admin: TSession;
  sandboxId: number;
  stripeId: number;
  planId: number;
  assistantId: number;
  imageSize: string;
  png: Buffer;
  tone: Buffer;
}

type TAction = (user: TSession) => Promise<void>;

/**
 * The mixed workload: workers pick actions at random (sign-ups, Sandbox and Stripe purchases,
 * webhooks and their redeliveries, streamed answers, images, support requests, admin
 * adjustments and refunds, transcriptions) and record in `acked` what the server acknowledged.
 * A request cut by a kill acknowledges nothing; the workers carry on through restarts.
 */
export class CrashWorkload {
  readonly acked = new Acknowledged();
  readonly users: TSession[] = [];
  readonly #deliveries: TDelivery[] = [];
  readonly #refundable: number[] = [];
  #running = false;
  #workers: Promise<void>[] = [];

  constructor(readonly setup: TWorkloadSetup) {}

  start(workers: number): void {
    this.#running = true;
    this.#workers = Array.from({ length: workers }, () => this.#work());
  }

  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#workers);
  }

  /** A new account through the API: registered, confirmed from its mail, signed in. */
  async signUp(): Promise<TSession | undefined> {
    const { client, smtp } = this.setup;
    const email = `crash-${randomBytes(6).toString('hex')}@example.com`;
    const body = { full_name: 'Crash Test', email, password: PASSWORD };
    if (!(await client.json('POST', '/users/register/', undefined, body))) return undefined;
    this.acked.registered.push(email);
    let token: string | undefined;
    for (let tries = 0; tries < 50 && token === undefined; tries += 1) {
      try {
        token = smtp.lastToken(email, '/confirm-email');
      } catch {
        await sleep(100);
      }
    }
    if (!token || !(await client.json('POST', '/users/confirm-email/', undefined, { token })))
      return undefined;
    this.acked.confirmed.push(email);
    const access = await client.login(email);
    const me = access ? await client.json<{ id: number }>('GET', '/users/profile', access) : undefined;
    if (!access || !me) return undefined;
    const session = { id: me.id, email, token: access };
    this.users.push(session);
    return session;
  }

  /** A new account with plenty of every consumable, so its requests are not refused for want of balance. */
  async signUpFunded(): Promise<void> {
    const user = await this.signUp();
    if (user) await fundUser(this.setup.client, this.setup.admin, user.id);
  }

  async #work(): Promise<void> {
    const actions: TAction[] = [
      () => this.signUpFunded(),
      (user) => this.#sandboxPurchase(user),
      (user) => this.#stripePurchase(user),
      () => this.#redeliver(),
      (user) => this.#chatAnswer(user),
      (user) => this.#image(user),
      (user) => this.#supportRequest(user),
      (user) => this.#adjust(user),
      () => this.#refund(),
      (user) => this.#transcription(user),
    ];
    while (this.#running) {
      const user = pick(this.users);
      const action = pick(actions)!;
      if (!user) {
        await sleep(50);
        continue;
      }
      try {
        await action(user);
      } catch (error) {
        if (error instanceof SessionExpired) await this.#signInAgain(error.token);
        // The server is down or was killed mid-request: nothing was acknowledged; try again soon.
        await sleep(100);
      }
    }
  }

  async #signInAgain(expired: string): Promise<void> {
    const session = [this.setup.admin, ...this.users].find((known) => known.token === expired);
    const token = session && (await this.setup.client.login(session.email).catch(() => undefined));
    if (session && token) session.token = token;
  }

  async #sandboxPurchase(user: TSession): Promise<void> {
    const { client, sandboxId, planId } = this.setup;
    const order = await client.json<{ order_id: number }>(
      'POST',
      `/payments/purchase/${sandboxId}/`,
      user.token,
      {
        plan_id: planId,
      },
    );
    if (!order) return;
    if (!(await client.json('POST', `/payments/sandbox/${order.order_id}/pay/`, user.token))) return;
    this.acked.paidOrders.push(order.order_id);
    this.#refundable.push(order.order_id);
  }

  /** A Stripe checkout the buyer pays at the fake, then its signed checkout.session.completed. */
  async #stripePurchase(user: TSession): Promise<void> {
    const { client, stripe, stripeId, planId } = this.setup;
    const order = await client.json<{ order_id: number; checkout_url: string }>(
      'POST',
      `/payments/purchase/${stripeId}/`,
      user.token,
      { plan_id: planId },
    );
    if (!order) return;
    const session = stripe.complete(order.checkout_url.split('/').at(-1)!);
    const event = stripeEvent('checkout.session.completed', session);
    const delivery = signedDelivery(event);
    this.#deliveries.push(delivery);
    if (!(await this.#deliver(delivery))) return;
    this.acked.webhooks.push(event.id);
    this.acked.paidOrders.push(order.order_id);
    this.#refundable.push(order.order_id);
  }

  /** Stripe delivers an event again (it was not acknowledged, or it was): credited once. */
  async #redeliver(): Promise<void> {
    const delivery = pick(this.#deliveries);
    if (delivery && (await this.#deliver(delivery)))
      this.acked.redeliveries.push((JSON.parse(delivery.payload) as { id: string }).id);
  }

  async #deliver(delivery: TDelivery): Promise<boolean> {
    const response = await fetch(`${this.setup.client.baseUrl}${STRIPE_WEBHOOK_URL}`, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.payload,
      signal: AbortSignal.timeout(30_000),
    });
    await response.body?.cancel();
    return response.ok;
  }

  async #chatAnswer(user: TSession): Promise<void> {
    const { client, assistantId } = this.setup;
    const chat = await client.json<{ id: number }>('POST', '/ai/chats/', user.token, {
      assistant_id: assistantId,
    });
    if (!chat) return;
    this.acked.chats.push(chat.id);
    const response = await client.call('POST', `/ai/chats/${chat.id}/messages/`, user.token, {
      content: 'Tell me something.',
    });
    if (!response.ok) return void (await response.body?.cancel());
    const done = (await readEvents(response)).find((event) => event.event === 'done');
    if (done) this.acked.answers.push((done.data as { message: { id: number } }).message.id);
  }

  async #image(user: TSession): Promise<void> {
    const { client, imageSize } = this.setup;
    const answer = await client.json<{ images: { id: number }[] }>('POST', '/ai/images/', user.token, {
      prompt: 'A lighthouse',
      size: imageSize,
      n: 1,
    });
    for (const image of answer?.images ?? []) this.acked.images.push(image.id);
  }

  async #supportRequest(user: TSession): Promise<void> {
    const { client, png } = this.setup;
    const fields = { subject: 'After the crash', category: 'technical', message: 'Is my data there?' };
    const form = formWith(fields, 'attachments', png, 'screen.png');
    const opened = await client.json<{ request: { id: number } }>(
      'POST',
      '/support/requests/',
      user.token,
      form,
    );
    if (opened) this.acked.supportRequests.push(opened.request.id);
  }

  async #adjust(user: TSession): Promise<void> {
    const { client, admin } = this.setup;
    const reason = `crash adjustment ${randomBytes(6).toString('hex')}`;
    const body = { capability: 'chatbots_tokens', delta: 50, reason };
    if (await client.json('POST', `/admin/users/${user.id}/balance-adjustments/`, admin.token, body))
      this.acked.adjustments.push(reason);
  }

  async #refund(): Promise<void> {
    const { client, admin } = this.setup;
    const orderId = this.#refundable.shift();
    if (orderId === undefined) return;
    if (await client.json('POST', `/admin/orders/${orderId}/refund/`, admin.token))
      this.acked.refunds.push(orderId);
  }

  async #transcription(user: TSession): Promise<void> {
    const { client, tone } = this.setup;
    const form = formWith({ language: 'en' }, 'file', tone, 'tone.wav');
    const started = await client.json<{ job: { id: number } }>(
      'POST',
      '/ai/speech-to-text/',
      user.token,
      form,
    );
    if (started) this.acked.transcriptions.push(started.job.id);
  }
}
