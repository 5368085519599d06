import type {
  TAdminCustomPlan,
  TAdminPack,
  TAdminPlansResponse,
  TCustomPlanRequest,
  TPackRequest,
} from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import { server } from './server';
import type { TRecordedRequest } from './payment-settings';

const quantities = (chatbots: number, images: number): TAdminPack['quantities'] => ({
  chatbots_tokens: chatbots,
  code_generation_tokens: 20,
  template_generation_tokens: 20,
  ai_image_tokens: images,
  text_to_speech_tokens: 10,
  speech_to_text_tokens: 10,
  support_request_sent: 5,
  text_character_length_limit: 2000,
  speech_duration_limit: 10,
});

export const adminPacksFixture: TAdminPack[] = [
  {
    id: 1,
    name: 'Starter',
    description: 'To try every tool.',
    price: 9,
    currency: 'USD',
    most_popular: false,
    active: true,
    sort_order: 1,
    quantities: quantities(10_000, 20),
    orders: 0,
  },
  {
    id: 2,
    name: 'Pro',
    description: 'For every week.',
    price: 29.5,
    currency: 'USD',
    most_popular: true,
    active: true,
    sort_order: 2,
    quantities: quantities(50_000, 100),
    orders: 12,
  },
  {
    id: 3,
    name: 'Legacy',
    description: '',
    price: 5,
    currency: 'EUR',
    most_popular: false,
    active: false,
    sort_order: 3,
    quantities: quantities(1_000, 0),
    orders: 3,
  },
];

export const adminCustomPlanFixture: TAdminCustomPlan = {
  id: 9,
  name: 'Custom',
  currency: 'USD',
  active: true,
  rates: {
    chatbot_rate_per_token: 0.0001,
    code_generation_rate_per_token: 0.05,
    ai_image_rate_per_token: 0.1,
    speech_to_text_rate_per_token: 0.05,
    speech_duration_limit_per_minute: 0.02,
    text_to_speech_rate_per_token: 0.05,
    text_character_length_limit_per_character: 0.0001,
    template_generation_rate_per_token: 0.02,
    support_request_sent_rate_per_token: 0.5,
  },
};

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A stateful fake of admin/plans/ that records every write; tests override routes for failures. */
export function mockPlanSettingsApi(initial: Partial<TAdminPlansResponse> = {}) {
  const state: TAdminPlansResponse = {
    packs: structuredClone(initial.packs ?? adminPacksFixture),
    custom: initial.custom === undefined ? structuredClone(adminCustomPlanFixture) : initial.custom,
  };
  const writes: TRecordedRequest[] = [];
  const record = async (request: Request) => {
    const body = await readBody(request);
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(api('admin/plans/'), () => HttpResponse.json(state)),
    http.post(api('admin/plans/'), async ({ request }) => {
      const body = (await record(request)) as Required<TPackRequest>;
      const pack: TAdminPack = { ...body, id: 100 + state.packs.length, sort_order: 99, orders: 0 };
      state.packs = [
        ...state.packs.map((other) => ({
          ...other,
          most_popular: pack.most_popular ? false : other.most_popular,
        })),
        pack,
      ];
      return HttpResponse.json(pack, { status: 201 });
    }),
    http.put(api('admin/plans/order/'), async ({ request }) => {
      const { ids } = (await record(request)) as { ids: number[] };
      state.packs = ids.map((id) => state.packs.find((pack) => pack.id === id) as TAdminPack);
      return HttpResponse.json(state);
    }),
    http.put(api('admin/plans/custom/'), async ({ request }) => {
      const body = (await record(request)) as TCustomPlanRequest;
      state.custom = { ...adminCustomPlanFixture, ...body, currency: body.currency.toUpperCase() };
      return HttpResponse.json(state);
    }),
    http.patch(api('admin/plans/:id/'), async ({ request, params }) => {
      const body = (await record(request)) as Partial<TAdminPack>;
      const id = Number(params.id);
      state.packs = state.packs.map((pack) =>
        pack.id === id
          ? { ...pack, ...body }
          : { ...pack, most_popular: body.most_popular ? false : pack.most_popular },
      );
      return HttpResponse.json(state.packs.find((pack) => pack.id === id));
    }),
    http.delete(api('admin/plans/:id/'), async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const pack = state.packs.find((candidate) => candidate.id === id) as TAdminPack;
      if (pack.orders > 0) {
        state.packs = state.packs.map((candidate) =>
          candidate.id === id ? { ...candidate, active: false } : candidate,
        );
        return HttpResponse.json({
          outcome: 'deactivated',
          detail: `${pack.name} has orders, so it was taken off sale instead of deleted.`,
        });
      }
      state.packs = state.packs.filter((candidate) => candidate.id !== id);
      return HttpResponse.json({ outcome: 'deleted', detail: `${pack.name} was deleted.` });
    }),
  );
  return { state, writes };
}
