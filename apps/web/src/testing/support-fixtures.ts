import type {
  TSupportMessage,
  TSupportRequestDetail,
  TSupportRequestStatus,
  TSupportRequestSummary,
} from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { pageOf } from './fixtures';
import { api } from './handlers';
import { server } from './server';

/** A message of a thread; the asker's unless said. */
export function supportMessage(overrides: Partial<TSupportMessage> = {}): TSupportMessage {
  return {
    id: 1,
    author: 'asker',
    author_name: 'Ada Lovelace',
    body: 'My invoice shows the wrong company name.',
    created_at: '2026-03-02T10:00:00Z',
    attachments: [],
    ...overrides,
  };
}

/** A thread `id` as the server answers it: open, read, the asker's first message. */
export function supportRequest(overrides: Partial<TSupportRequestDetail> = {}): TSupportRequestDetail {
  const id = overrides.id ?? 41;
  return {
    id,
    subject: 'Invoice shows the wrong company',
    category: 'billing',
    priority: 'normal',
    status: 'open',
    created_at: '2026-03-02T10:00:00Z',
    last_activity_at: '2026-03-02T10:00:00Z',
    unread: false,
    messages: [supportMessage({ id: id * 10 })],
    ...overrides,
  };
}

/** Three requests, latest activity first: answered with a new reply, open, closed. */
export const supportRequestsFixture: TSupportRequestDetail[] = [
  supportRequest({
    id: 43,
    subject: 'Export to PDF fails',
    category: 'technical',
    priority: 'high',
    status: 'answered',
    unread: true,
    last_activity_at: '2026-03-05T09:30:00Z',
    messages: [
      supportMessage({
        id: 430,
        body: 'The export stops at 90%.\nIt happens with every document.',
        attachments: [{ id: 5, url: '/media/support/5.webp?signature=s5', width: 800, height: 600 }],
      }),
      supportMessage({
        id: 431,
        author: 'admin',
        author_name: 'Grace from Support',
        body: 'Thanks! We fixed the export.\nPlease try again.',
        created_at: '2026-03-05T09:30:00Z',
      }),
    ],
  }),
  supportRequest({
    id: 42,
    subject: 'Change my email',
    category: 'account',
    last_activity_at: '2026-03-04T08:00:00Z',
  }),
  supportRequest({ id: 41, status: 'closed', last_activity_at: '2026-03-02T10:00:00Z' }),
];

const summaryOf = ({ messages: _messages, ...summary }: TSupportRequestDetail): TSupportRequestSummary =>
  summary;

/** What a multipart call carried: its text fields and its files (`attachments`). */
export interface TSentForm {
  fields: Record<string, string>;
  files: { type: string; size: number }[];
}

/** A message as the server keeps it: multipart's CRLF line breaks read as \n. */
const bodyOf = (text: string | undefined) => (text ?? '').replace(/\r\n/g, '\n');

async function readSentForm(request: Request): Promise<TSentForm> {
  const form = await request.formData();
  const sent: TSentForm = { fields: {}, files: [] };
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') sent.fields[name] = value;
    else if (name === 'attachments') sent.files.push({ type: value.type, size: value.size });
  }
  return sent;
}

function withStatus(request: TSupportRequestDetail, status: TSupportRequestStatus): TSupportRequestDetail {
  return { ...request, status, last_activity_at: '2026-03-06T12:00:00Z' };
}

/**
 * The user's support requests as the server answers them: the list (status, pages), a thread
 * (marked read once read), a new request (201 with it and 39 left, unless `open` answers),
 * a reply, close and reopen. Every multipart call is recorded in `sent`.
 */
export function mockSupportRequests({
  requests = supportRequestsFixture,
  open,
}: {
  requests?: TSupportRequestDetail[];
  /** The answer to a new request instead of the 201. */
  open?: () => Response;
} = {}) {
  const state = { requests: requests.map((request) => ({ ...request })) };
  const sent: TSentForm[] = [];
  const find = (id: unknown) => state.requests.find((request) => request.id === Number(id));
  const store = (changed: TSupportRequestDetail) => {
    state.requests = [changed, ...state.requests.filter((request) => request.id !== changed.id)];
    return changed;
  };
  const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  server.use(
    http.get(api('support/requests/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const size = Number(params.get('page_size') ?? 20);
      const page = Number(params.get('page') ?? 1);
      const found = state.requests.filter((item) => !status || item.status === status).map(summaryOf);
      return HttpResponse.json(pageOf(found.slice((page - 1) * size, page * size), found.length));
    }),
    http.get(api('support/requests/:id/'), ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      found.unread = false;
      return HttpResponse.json(found);
    }),
    http.post(api('support/requests/'), async ({ request }) => {
      const form = await readSentForm(request);
      sent.push(form);
      if (open) return open();
      const created = store(
        supportRequest({
          id: 90,
          subject: form.fields.subject,
          category: form.fields.category,
          priority: form.fields.priority as TSupportRequestDetail['priority'],
          last_activity_at: '2026-03-06T12:00:00Z',
          messages: [supportMessage({ id: 900, body: bodyOf(form.fields.message) })],
        }),
      );
      return HttpResponse.json({ request: created, balance: 39 }, { status: 201 });
    }),
    http.post(api('support/requests/:id/messages/'), async ({ params, request }) => {
      const form = await readSentForm(request);
      sent.push(form);
      const found = find(params.id);
      if (!found) return notFound();
      const reply = supportMessage({
        id: 999,
        body: bodyOf(form.fields.message),
        created_at: '2026-03-06T12:00:00Z',
      });
      const changed = store({ ...withStatus(found, 'open'), messages: [...found.messages, reply] });
      return HttpResponse.json(changed, { status: 201 });
    }),
    http.post(api('support/requests/:id/close/'), ({ params }) => {
      const found = find(params.id);
      return found ? HttpResponse.json(store(withStatus(found, 'closed'))) : notFound();
    }),
    http.post(api('support/requests/:id/reopen/'), ({ params }) => {
      const found = find(params.id);
      return found ? HttpResponse.json(store(withStatus(found, 'open'))) : notFound();
    }),
  );
  return { state, sent };
}

/** An image file of `bytes` bytes; past 64 KB only its size says so (nothing that large is sent). */
export function imageFile(name = 'screenshot.png', type = 'image/png', bytes = 2048): File {
  const small = bytes <= 64 * 1024;
  const file = new File([small ? 'x'.repeat(bytes) : 'x'], name, { type });
  if (!small) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
