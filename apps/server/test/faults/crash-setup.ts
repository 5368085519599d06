import { CAPABILITIES } from '@inkwell/contract';
import sharp from 'sharp';
import { FAKE_OPENAI_API_KEY, type FakeOpenAI } from '../helpers/fake-openai.js';
import type { FakeStripe } from '../helpers/fake-stripe.js';
import type { startSmtpCatcher } from '../helpers/smtp-catcher.js';
import { FAKE_WEBHOOK_SECRET } from '../helpers/stripe-webhooks.js';
import { PASSWORD } from '../helpers/accounts.js';
import { type CrashClient, type TSession, toneWav } from './crash-client.js';
import type { TWorkloadSetup } from './crash-workload.js';

export const CRASH_ADMIN_EMAIL = 'crash-admin@example.com';

/** The server's environment for the crash runs: every provider a fake on this machine. */
export function crashServerEnv(
  fakes: { openai: FakeOpenAI; stripe: FakeStripe; smtpUrl: string },
  leaseSeconds: number,
): Record<string, string> {
  return {
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    OPENAI_BASE_URL: fakes.openai.url,
    OPENAI_API_KEY: FAKE_OPENAI_API_KEY,
    AI_CHAT_MODEL: 'fake-chat-1',
    AI_IMAGE_MODEL: 'fake-image-1',
    AI_STT_MODEL: 'fake-stt-1',
    AI_RATE_LIMIT_PER_MINUTE: '10000',
    SUPPORT_ATTACHMENTS_PER_DAY: '100000',
    INSTANCE_LEASE_SECONDS: String(leaseSeconds),
    STRIPE_SECRET_KEY: fakes.stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_URL: fakes.stripe.url,
    SMTP_URL: fakes.smtpUrl,
    ADMIN_EMAIL: CRASH_ADMIN_EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  };
}

/** What the workload needs from the running server: the admin, gateways, a pack, an assistant, a size. */
export async function prepareWorkload(
  client: CrashClient,
  stripe: FakeStripe,
  smtp: Awaited<ReturnType<typeof startSmtpCatcher>>,
): Promise<TWorkloadSetup> {
  const token = await client.login(CRASH_ADMIN_EMAIL);
  const me = token ? await client.json<{ id: number }>('GET', '/users/profile', token) : undefined;
  if (!token || !me) throw new Error('the admin from the environment could not sign in');
  const admin: TSession = { id: me.id, email: CRASH_ADMIN_EMAIL, token };
  const methods = (await client.json<{ id: number; method_name: string }[]>(
    'GET',
    '/payments/payment_methods',
  ))!;
  const gateway = (name: string) => methods.find((method) => method.method_name === name)!.id;
  const plans = (await client.json<Record<string, unknown>[]>('GET', '/payments/plans/'))!;
  const pack = plans.find((plan) => !('chatbot_rate_per_token' in plan))!;
  const [assistant] = (await client.json<{ id: number }[]>('GET', '/ai/assistants/', token))!;
  const options = (await client.json<{ sizes: string[] }>('GET', '/ai/images/options/', token))!;
  const area = (size: string) => size.split('x').reduce((product, side) => product * Number(side), 1);
  const png = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  return {
    client,
    stripe,
    smtp,
    admin,
    sandboxId: gateway('Sandbox'),
    stripeId: gateway('Stripe'),
    planId: pack.id as number,
    assistantId: assistant!.id,
    imageSize: [...options.sizes].sort((a, b) => area(a) - area(b))[0]!,
    png,
    tone: toneWav(),
  };
}

/** Plenty of every consumable, so the workload is never refused for want of balance. */
export async function fundUser(client: CrashClient, admin: TSession, userId: number): Promise<void> {
  for (const capability of CAPABILITIES) {
    if (capability.endsWith('_limit')) continue;
    const body = { capability, delta: 100_000, reason: 'crash workload funds' };
    await client.json('POST', `/admin/users/${userId}/balance-adjustments/`, admin.token, body);
  }
}
