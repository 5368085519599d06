import { DEFAULT_DATE_SETTINGS } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import {
  adminGatewaysFixture,
  balanceFixture,
  companyInfoFixture,
  ordersFixture,
  pageOf,
  paymentMethodsFixture,
  plansFixture,
  reviewsFixture,
} from './fixtures';
import { ledgerFixture, ledgerLines } from './ledger-fixtures';
import { assistantsFixture, chatDetail, chatsFixture } from './ai-chat-fixtures';
import { emptyDashboardFixture } from './dashboard-fixtures';
import { aiStatusFixture } from './ai-status-fixture';

/** The URL the app's API client calls for an API path (jsdom's origin + /api/v1/). */
export const api = (path: string) => `*/api/v1/${path}`;

export const handlers = [
  http.get(api('payments/plans/'), () => HttpResponse.json(plansFixture)),
  http.get(api('payments/payment_methods'), () => HttpResponse.json(paymentMethodsFixture)),
  http.get(api('users/reviews'), () => HttpResponse.json(reviewsFixture)),
  http.get(api('static/company_info'), () => HttpResponse.json(companyInfoFixture)),
  // The signed-in area reads the admins' Date Display settings: the defaults.
  http.get(api('static/settings/'), () => HttpResponse.json({ date: DEFAULT_DATE_SETTINGS })),
  http.get(api('users/balance/'), () => HttpResponse.json(balanceFixture)),
  // A new user's: no chart to draw on jsdom's canvas in the tests of other pages.
  http.get(api('users/dashboard/'), () => HttpResponse.json(emptyDashboardFixture)),
  http.get(api('users/ledger/'), () => HttpResponse.json(pageOf(ledgerLines(ledgerFixture)))),
  http.get(api('users/orders/'), () => HttpResponse.json(pageOf(ordersFixture))),
  http.get(api('admin/payment-gateways/'), () => HttpResponse.json(adminGatewaysFixture)),
  // No open support requests: the sidebar's Support Center link shows no badge.
  http.get(api('admin/support/summary/'), () => HttpResponse.json({ open: 0 })),
  // Every AI tool set up: a test of a tool that is not mocks it with mockAiStatus.
  http.get(api('ai/status/'), () => HttpResponse.json(aiStatusFixture)),
  http.get(api('ai/assistants/'), () => HttpResponse.json(assistantsFixture)),
  http.get(api('ai/chats/'), () => HttpResponse.json(pageOf(chatsFixture))),
  http.get(api('ai/chats/:id/'), ({ params }) =>
    params.id === '7'
      ? HttpResponse.json(chatDetail())
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  ),
  http.get(api('users/orders/:id/'), ({ params }) => {
    const order = ordersFixture.find(({ id }) => String(id) === params.id);
    return order ? HttpResponse.json(order) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  }),
];
