import {
  CONSUMABLE_CAPABILITIES,
  LIMIT_CAPABILITIES,
  ZERO_QUANTITIES,
  type TAdminUserDetail,
  type TAdminOrder,
  type TAdminOrderDetail,
  type TAdminOrdersResponse,
  type TAdminUser,
  type TCreateOrderRequest,
} from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import { server } from './server';

/** Order 21: Ada's Creator pack, paid through Stripe. */
export function adminOrder(overrides: Partial<TAdminOrder> = {}): TAdminOrder {
  return {
    id: 21,
    status: 'paid',
    plan_id: 2,
    plan_kind: 'pack',
    plan_name: 'Creator',
    quantities: { ...ZERO_QUANTITIES, ai_image_tokens: 150, chatbots_tokens: 100_000 },
    amount: 29,
    currency: 'USD',
    gateway: { code: 'stripe', method_name: 'Stripe' },
    reference: 'cs_test_21',
    created_at: '2026-03-02T09:30:00Z',
    updated_at: '2026-03-02T09:31:00Z',
    paid_at: '2026-03-02T09:31:00Z',
    user: { id: 7, email: 'ada@example.com', full_name: 'Ada Lovelace' },
    note: null,
    refunded_at: null,
    ...overrides,
  };
}

export const adminOrdersFixture: TAdminOrder[] = [
  adminOrder(),
  adminOrder({
    id: 20,
    status: 'pending',
    amount: 9,
    plan_id: 1,
    plan_name: 'Starter',
    gateway: { code: 'sandbox', method_name: 'Sandbox' },
    reference: null,
    paid_at: null,
    user: null,
  }),
];

export function adminOrdersPage(
  results: TAdminOrder[] = adminOrdersFixture,
  revenue: TAdminOrdersResponse['revenue'] = [
    { currency: 'USD', amount: 1234.5, orders: 12 },
    { currency: 'EUR', amount: 80, orders: 1 },
  ],
): TAdminOrdersResponse {
  return { count: results.length, next: null, previous: null, results, revenue };
}

export function adminOrderDetail(overrides: Partial<TAdminOrderDetail> = {}): TAdminOrderDetail {
  return {
    ...adminOrder(),
    failure_reason: null,
    created_by: null,
    payment_events: [
      {
        event_id: 'evt_1',
        type: 'checkout.session.completed',
        outcome: 'processed',
        received_at: '2026-03-02T09:31:00Z',
      },
    ],
    ledger: [
      {
        id: 301,
        capability: 'ai_image_tokens',
        delta: 150,
        balance_after: 160,
        reason: 'purchase',
        order_id: 21,
        reference: null,
        created_at: '2026-03-02T09:31:00Z',
      },
    ],
    refund: null,
    refundable: true,
    ...overrides,
  };
}

/** The same order once refunded: 110 images taken back, 40 already spent. */
export const refundedOrderDetail: TAdminOrderDetail = adminOrderDetail({
  status: 'refunded',
  refunded_at: '2026-03-05T12:00:00Z',
  refundable: false,
  refund: [{ capability: 'ai_image_tokens', credited: 150, taken_back: 110, not_recovered: 40 }],
});

export function adminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: 7,
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    plan: 'Trial',
    confirmed: true,
    blocked: false,
    joined_at: '2026-01-15T10:00:00Z',
    last_login_at: null,
    registration_ip: null,
    last_login_ip: null,
    ...overrides,
  };
}

const zeros = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, 0]));

/** An account's page as GET admin/users/{id}/ answers it (no history). */
export function adminUserDetail(overrides: Partial<TAdminUser> = {}): TAdminUserDetail {
  return {
    ...adminUser(overrides),
    pending_email: null,
    avatar: null,
    balances: zeros(CONSUMABLE_CAPABILITIES) as TAdminUserDetail['balances'],
    limits: zeros(LIMIT_CAPABILITIES) as TAdminUserDetail['limits'],
    used: zeros(CONSUMABLE_CAPABILITIES) as TAdminUserDetail['used'],
    usage: [],
    orders: [],
    support_requests: [],
    ledger: [],
    is_self: false,
  };
}

/** GET admin/orders/ (recording each query), GET admin/orders/{id}/ and GET admin/users/ for the picker. */
export function mockAdminOrdersApi({ detail = adminOrderDetail() }: { detail?: TAdminOrderDetail } = {}) {
  const queries: URLSearchParams[] = [];
  const userSearches: URLSearchParams[] = [];
  const created: TCreateOrderRequest[] = [];
  server.use(
    http.get(api('admin/orders/'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(adminOrdersPage());
    }),
    http.get(api('admin/orders/99/'), () => HttpResponse.json(adminOrderDetail({ id: 99 }))),
    http.get(api('admin/orders/:id/'), ({ params }) =>
      params.id === String(detail.id)
        ? HttpResponse.json(detail)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    http.get(api('admin/users/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      userSearches.push(params);
      const users = [
        adminUser(),
        adminUser({ id: 8, full_name: 'Grace Hopper', email: 'grace@example.com' }),
      ];
      const search = params.get('search')?.toLowerCase() ?? '';
      const results = users.filter((user) =>
        `${user.full_name} ${user.email}`.toLowerCase().includes(search),
      );
      return HttpResponse.json({
        count: results.length,
        next: null,
        previous: null,
        results,
        show_ips: false,
        plans: [],
      });
    }),
    http.get(api('admin/users/:id/'), ({ params }) =>
      params.id === '8'
        ? HttpResponse.json(adminUserDetail({ id: 8, full_name: 'Grace Hopper', email: 'grace@example.com' }))
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    http.post(api('admin/orders/'), async ({ request }) => {
      const body = (await request.json()) as TCreateOrderRequest;
      created.push(body);
      return HttpResponse.json(adminOrderDetail({ id: 99, note: body.note ?? null }), { status: 201 });
    }),
  );
  return { queries, userSearches, created };
}
