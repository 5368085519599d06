import type {
  TAdminSupportDetail,
  TAdminSupportList,
  TAdminSupportMessage,
  TAdminSupportSummary,
  TSupportStatusCounts,
} from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import { server } from './server';

export const XSS_SUBJECT = '<script>alert("subject")</script>';
export const XSS_MESSAGE = '<img src=x onerror="alert(1)"><script>alert("body")</script>';

/** Request 41: a registered user's ticket nobody has answered yet. */
export function supportTicket(overrides: Partial<TAdminSupportSummary> = {}): TAdminSupportSummary {
  return {
    id: 41,
    type: 'ticket',
    subject: 'Cannot download my invoice',
    category: 'billing',
    priority: 'high',
    status: 'open',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    user_id: 7,
    created_at: '2026-03-02T09:30:00Z',
    last_activity_at: '2026-03-02T09:30:00Z',
    unanswered: true,
    ...overrides,
  };
}

/** Request 42: a visitor's contact-form message, answered. */
export const contactSummary: TAdminSupportSummary = supportTicket({
  id: 42,
  type: 'contact',
  subject: 'Do you offer discounts for schools?',
  category: 'general',
  priority: 'normal',
  status: 'answered',
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  user_id: null,
  unanswered: false,
});

/** Request 43: a business application, closed. */
export const applicationSummary: TAdminSupportSummary = supportTicket({
  id: 43,
  type: 'application',
  subject: 'Business application from Analytical Engines Ltd',
  category: 'business',
  priority: 'low',
  status: 'closed',
  name: 'Charles Babbage',
  email: 'charles@engines.example',
  user_id: null,
  unanswered: false,
});

export const supportSummaries = [supportTicket(), contactSummary, applicationSummary];

export const supportCountsFixture: TSupportStatusCounts = { open: 5, answered: 3, closed: 2 };

export function supportListOf(
  results: TAdminSupportSummary[],
  counts: TSupportStatusCounts = supportCountsFixture,
  count = results.length,
): TAdminSupportList {
  return { count, next: null, previous: null, results, counts };
}

export function supportMessage(overrides: Partial<TAdminSupportMessage> = {}): TAdminSupportMessage {
  return {
    id: 1,
    author: 'asker',
    author_name: 'Ada Lovelace',
    body: 'The invoice page says "error".\nCould you send it by email?',
    created_at: '2026-03-02T09:30:00Z',
    attachments: [],
    internal: false,
    ...overrides,
  };
}

/** A request's page: the summary, the asker's message, an admin's note, an application's details. */
export function supportDetail(
  summary: TAdminSupportSummary = supportTicket(),
  overrides: Partial<TAdminSupportDetail> = {},
): TAdminSupportDetail {
  return {
    ...summary,
    details: null,
    messages: [
      supportMessage({
        author_name: summary.name,
        attachments: [{ id: 5, url: '/media/support/5.webp?signature=abc', width: 800, height: 600 }],
      }),
      supportMessage({
        id: 2,
        author: 'admin',
        author_name: 'Support',
        body: 'Checking with billing first.',
        internal: true,
        created_at: '2026-03-02T10:00:00Z',
      }),
    ],
    ...overrides,
  };
}

export const applicationDetail = supportDetail(applicationSummary, {
  details: {
    kind: 'business',
    company: 'Analytical Engines Ltd',
    website: 'https://engines.example',
    team_size: '11-50',
  },
});

/**
 * The Support Center's API as the server answers it: the list (each query kept), one request,
 * replies and notes (each body kept), status and priority changes, and the email setting.
 */
export function mockSupportCenterApi({
  list = supportListOf(supportSummaries),
  detail = supportDetail(),
  notifyAdmins = true,
  open = 0,
}: { list?: TAdminSupportList; detail?: TAdminSupportDetail; notifyAdmins?: boolean; open?: number } = {}) {
  const state = { detail, notifyAdmins };
  const queries: URLSearchParams[] = [];
  const messages: unknown[] = [];
  const patches: unknown[] = [];
  const settings: unknown[] = [];
  server.use(
    http.get(api('admin/support/'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(list);
    }),
    http.get(api('admin/support/summary/'), () => HttpResponse.json({ open })),
    http.get(api('admin/support/settings/'), () => HttpResponse.json({ notify_admins: state.notifyAdmins })),
    http.put(api('admin/support/settings/'), async ({ request }) => {
      const body = (await request.json()) as { notify_admins: boolean };
      settings.push(body);
      state.notifyAdmins = body.notify_admins;
      return HttpResponse.json(body);
    }),
    http.get(api('admin/support/:id/'), ({ params }) =>
      Number(params.id) === state.detail.id
        ? HttpResponse.json(state.detail)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    http.post(api('admin/support/:id/messages/'), async ({ request }) => {
      const body = (await request.json()) as { message: string; internal: boolean };
      messages.push(body);
      state.detail = {
        ...state.detail,
        status: body.internal ? state.detail.status : 'answered',
        unanswered: body.internal ? state.detail.unanswered : false,
        messages: [
          ...state.detail.messages,
          supportMessage({
            id: 100 + messages.length,
            author: 'admin',
            author_name: 'Support',
            body: body.message,
            internal: body.internal,
          }),
        ],
      };
      return HttpResponse.json(state.detail, { status: 201 });
    }),
    http.patch(api('admin/support/:id/'), async ({ request }) => {
      const body = (await request.json()) as Partial<TAdminSupportDetail>;
      patches.push(body);
      state.detail = { ...state.detail, ...body };
      return HttpResponse.json(state.detail);
    }),
  );
  return { queries, messages, patches, settings };
}
