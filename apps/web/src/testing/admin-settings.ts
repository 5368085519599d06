import {
  DEFAULT_DATE_SETTINGS,
  DEFAULT_IP_SETTINGS,
  type TAuditEntry,
  type TAuditLogResponse,
  type TDateSettings,
  type TIpSettings,
} from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import { server } from './server';

export const auditEntriesFixture: TAuditEntry[] = [
  {
    id: 3,
    admin: { id: 1, email: 'admin@example.com', full_name: 'Ada Admin' },
    action: 'user.update',
    target_type: 'user',
    target_id: '42',
    before: { role: 'user', is_blocked: false, full_name: 'Grace Hopper' },
    after: { role: 'admin', is_blocked: false, full_name: 'Grace Hopper' },
    ip: '203.0.113.9',
    created_at: '2026-03-10T14:05:00Z',
  },
  {
    id: 2,
    admin: { id: 2, email: 'ops@example.com', full_name: 'Olga Ops' },
    action: 'order.refund',
    target_type: 'order',
    target_id: '17',
    before: { status: 'paid' },
    after: { status: 'refunded' },
    ip: null,
    created_at: '2026-03-09T08:00:00Z',
  },
  {
    id: 1,
    admin: null,
    action: 'settings.date',
    target_type: 'settings',
    target_id: 'date',
    before: { date_format: 'MMM d, yyyy', time_format: '12h', time_zone: null },
    after: { date_format: 'dd/MM/yyyy', time_format: '24h', time_zone: 'Europe/Berlin' },
    ip: '198.51.100.4',
    created_at: '2026-03-08T23:30:00Z',
  },
];

export const auditLogFixture: TAuditLogResponse = {
  count: auditEntriesFixture.length,
  next: null,
  previous: null,
  results: auditEntriesFixture,
  admins: [
    { id: 1, email: 'admin@example.com' },
    { id: 2, email: 'ops@example.com' },
  ],
};

async function readJson(request: Request): Promise<unknown> {
  return (await request.json()) as unknown;
}

/**
 * A stateful fake of admin/settings/date/, admin/settings/ip/ and admin/audit-log/ that records
 * what the page sends (each audit-log URL, each PUT body).
 */
export function mockAdminSettingsApi({
  date = DEFAULT_DATE_SETTINGS,
  ip = DEFAULT_IP_SETTINGS,
  auditLog = auditLogFixture,
}: { date?: TDateSettings; ip?: TIpSettings; auditLog?: TAuditLogResponse } = {}) {
  const state = { date: { ...date }, ip: { ...ip } };
  const puts: { path: string; body: unknown }[] = [];
  const auditUrls: URL[] = [];
  server.use(
    http.get(api('admin/settings/date/'), () => HttpResponse.json(state.date)),
    http.put(api('admin/settings/date/'), async ({ request }) => {
      const body = await readJson(request);
      puts.push({ path: 'admin/settings/date/', body });
      state.date = body as TDateSettings;
      return HttpResponse.json(state.date);
    }),
    http.get(api('admin/settings/ip/'), () => HttpResponse.json(state.ip)),
    http.put(api('admin/settings/ip/'), async ({ request }) => {
      const body = await readJson(request);
      puts.push({ path: 'admin/settings/ip/', body });
      state.ip = body as TIpSettings;
      return HttpResponse.json(state.ip);
    }),
    http.get(api('admin/audit-log/'), ({ request }) => {
      auditUrls.push(new URL(request.url));
      return HttpResponse.json(auditLog);
    }),
  );
  return { state, puts, auditUrls };
}
