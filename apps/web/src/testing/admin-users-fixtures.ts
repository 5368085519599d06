import type { TAdminUser, TAdminUserDetail, TAdminUsersResponse } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import { orderFixture } from './fixtures';
import { server } from './server';

/** Account 7: a confirmed user on the trial, signed in once. */
export function adminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: 7,
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    plan: 'TRIAL',
    confirmed: true,
    blocked: false,
    joined_at: '2026-01-15T10:00:00Z',
    last_login_at: '2026-03-01T08:00:00Z',
    registration_ip: '203.0.113.7',
    last_login_ip: '198.51.100.20',
    ...overrides,
  };
}

export const adminUsersFixture: TAdminUser[] = [
  adminUser(),
  adminUser({
    id: 8,
    full_name: 'Grace Hopper',
    email: 'grace@navy.example',
    role: 'admin',
    plan: 'Studio',
    last_login_at: null,
    registration_ip: null,
    last_login_ip: null,
  }),
  adminUser({
    id: 9,
    full_name: 'Charles Babbage',
    email: 'charles@engines.example',
    confirmed: false,
    blocked: true,
  }),
];

export function adminUsersListOf(
  results: TAdminUser[],
  { show_ips = true, plans = ['TRIAL', 'Studio'] } = {},
): TAdminUsersResponse {
  return { count: results.length, next: null, previous: null, results, show_ips, plans };
}

const zeros = {
  chatbots_tokens: 0,
  code_generation_tokens: 0,
  template_generation_tokens: 0,
  ai_image_tokens: 0,
  text_to_speech_tokens: 0,
  speech_to_text_tokens: 0,
  support_request_sent: 0,
};

export function adminUserDetail(overrides: Partial<TAdminUserDetail> = {}): TAdminUserDetail {
  return {
    ...adminUser(),
    pending_email: null,
    avatar: null,
    balances: { ...zeros, chatbots_tokens: 5000, ai_image_tokens: 12 },
    limits: { text_character_length_limit: 4000, speech_duration_limit: 20 },
    used: { ...zeros, chatbots_tokens: 1200, ai_image_tokens: 3 },
    usage: [
      { date: '2026-02-28', spent: { ...zeros, chatbots_tokens: 300 } },
      { date: '2026-03-01', spent: { ...zeros, chatbots_tokens: 900, ai_image_tokens: 3 } },
    ],
    orders: [{ ...orderFixture({ id: 14, status: 'paid' }), user: null, note: null, refunded_at: null }],
    support_requests: [
      {
        id: 41,
        subject: 'Cannot download my invoice',
        status: 'open',
        last_activity_at: '2026-03-02T09:30:00Z',
      },
    ],
    ledger: [
      {
        id: 3,
        capability: 'ai_image_tokens',
        delta: -3,
        balance_after: 12,
        reason: 'spend',
        order_id: null,
        reference: null,
        created_at: '2026-03-01T09:00:00Z',
      },
    ],
    is_self: false,
    ...overrides,
  };
}

/** GET admin/users/ (its queries recorded) and GET admin/users/{id}/. */
export function mockAdminUsersApi({
  list = adminUsersListOf(adminUsersFixture),
  detail = adminUserDetail(),
}: { list?: TAdminUsersResponse; detail?: TAdminUserDetail } = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api('admin/users/'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(list);
    }),
    http.get(api('admin/users/:id/'), ({ params }) =>
      String(params.id) === String(detail.id)
        ? HttpResponse.json(detail)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
  );
  return { queries };
}
