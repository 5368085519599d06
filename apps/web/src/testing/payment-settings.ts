import type { TAdminPaymentGateway, TStripeSettingsResponse, TTrialBalances } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { adminGatewaysFixture } from './fixtures';
import { api } from './handlers';
import { server } from './server';

export { adminGatewaysFixture } from './fixtures';

export const WEBHOOK_URL = 'https://inkwell.example/api/v1/payments/webhooks/stripe';

export const stripeUnsetFixture: TStripeSettingsResponse = {
  configured: false,
  source: null,
  secret_key_hint: null,
  webhook_secret_set: false,
  webhook_url: WEBHOOK_URL,
};

export const trialBalancesFixture: TTrialBalances = {
  chatbots_tokens: 5000,
  code_generation_tokens: 5,
  template_generation_tokens: 5,
  ai_image_tokens: 3,
  text_to_speech_tokens: 5,
  speech_to_text_tokens: 3,
  support_request_sent: 2,
  text_character_length_limit: 1000,
  speech_duration_limit: 2,
};

export interface TRecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

interface TPaymentSettingsState {
  gateways?: TAdminPaymentGateway[];
  stripe?: TStripeSettingsResponse;
  trialBalances?: TTrialBalances;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A stateful fake of the admin payment API that answers as the server does (DELETE with 204)
 * and records every write; tests override single routes with `server.use` for failures.
 */
export function mockPaymentSettingsApi(initial: TPaymentSettingsState = {}) {
  const state = {
    gateways: structuredClone(initial.gateways ?? adminGatewaysFixture),
    stripe: { ...(initial.stripe ?? stripeUnsetFixture) },
    trialBalances: { ...(initial.trialBalances ?? trialBalancesFixture) },
  };
  const writes: TRecordedRequest[] = [];
  const setStripeAvailable = (available: boolean) => {
    state.gateways = state.gateways.map((gateway) =>
      gateway.code === 'stripe' ? { ...gateway, available } : gateway,
    );
  };
  const record = async (request: Request) => {
    const body = await readBody(request);
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(api('admin/payment-gateways/'), () => HttpResponse.json(state.gateways)),
    http.patch(api('admin/payment-gateways/:id/'), async ({ request, params }) => {
      const body = (await record(request)) as Partial<TAdminPaymentGateway>;
      const id = Number(params.id);
      state.gateways = state.gateways.map((gateway) =>
        gateway.id === id
          ? { ...gateway, ...body }
          : { ...gateway, is_default: body.is_default ? false : gateway.is_default },
      );
      return HttpResponse.json(state.gateways.find((gateway) => gateway.id === id));
    }),
    http.get(api('admin/payment-gateways/stripe/'), () => HttpResponse.json(state.stripe)),
    http.put(api('admin/payment-gateways/stripe/'), async ({ request }) => {
      const { secret_key } = (await record(request)) as { secret_key: string };
      const prefix = /^(sk|rk)_(test_|live_)?/.exec(secret_key)?.[0] ?? '';
      state.stripe = {
        ...state.stripe,
        configured: true,
        source: 'admin',
        secret_key_hint: `${prefix}…${secret_key.slice(-4)}`,
        webhook_secret_set: true,
      };
      setStripeAvailable(true);
      return HttpResponse.json(state.stripe);
    }),
    http.delete(api('admin/payment-gateways/stripe/'), async ({ request }) => {
      await record(request);
      state.stripe = { ...stripeUnsetFixture, webhook_url: state.stripe.webhook_url };
      setStripeAvailable(false);
      return HttpResponse.json(state.stripe);
    }),
    http.get(api('admin/trial-balances/'), () => HttpResponse.json(state.trialBalances)),
    http.put(api('admin/trial-balances/'), async ({ request }) => {
      state.trialBalances = (await record(request)) as TTrialBalances;
      return HttpResponse.json(state.trialBalances);
    }),
  );
  return { state, writes };
}
