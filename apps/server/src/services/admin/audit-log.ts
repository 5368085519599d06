import type {
  TAuditAction,
  TAuditLogResponse,
  TAuditTargetType,
  ZAuditLogQuerySchema,
} from '@inkwell/contract';
import type { z } from 'zod';
import { toPage } from '../../lib/pagination.js';
import { nowIso } from '../../lib/time.js';
import { zonedDayStart } from '../../lib/zoned-day.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TRepositories } from '../../repositories/index.js';
import type { SiteSettings } from '../settings/site-settings.js';

/** Who acts: the signed-in admin and the IP of the request (kept only when IPs are recorded). */
export interface TAdminActor {
  id: number;
  ip: string | null;
}

export interface TAuditEvent {
  action: TAuditAction;
  target_type: TAuditTargetType;
  target_id?: string | number | null;
  before?: object | null;
  after?: object | null;
}

/** The audit log: every admin action, written in the transaction of the change. */
export class AuditLog {
  constructor(
    private readonly repos: TRepositories,
    private readonly settings: SiteSettings,
  ) {}

  async record(actor: TAdminActor, event: TAuditEvent, trx?: TExecutor): Promise<void> {
    await this.repos.audit.create(
      {
        admin_id: actor.id,
        action: event.action,
        target_type: event.target_type,
        target_id: event.target_id === undefined || event.target_id === null ? null : String(event.target_id),
        before: event.before ? JSON.stringify(event.before) : null,
        after: event.after ? JSON.stringify(event.after) : null,
        ip: await this.settings.ipToRecord(actor.ip, trx),
        created_at: nowIso(),
      },
      trx,
    );
  }

  async list(query: z.output<typeof ZAuditLogQuerySchema>): Promise<TAuditLogResponse> {
    const zone = await this.settings.timeZone();
    const [{ count, rows }, admins] = await Promise.all([
      this.repos.audit.page({
        ...query,
        since: query.from ? zonedDayStart(query.from, zone) : undefined,
        before: query.to ? zonedDayStart(query.to, zone, 1) : undefined,
      }),
      this.repos.audit.findAdmins(),
    ]);
    return {
      ...toPage(
        count,
        query,
        rows.map((row) => ({
          id: row.id,
          admin:
            row.admin_id !== null && row.email !== null
              ? { id: row.admin_id, email: row.email, full_name: row.full_name ?? '' }
              : null,
          action: row.action,
          target_type: row.target_type,
          target_id: row.target_id,
          before: row.before ? (JSON.parse(row.before) as Record<string, unknown>) : null,
          after: row.after ? (JSON.parse(row.after) as Record<string, unknown>) : null,
          ip: row.ip,
          created_at: row.created_at,
        })),
      ),
      admins,
    };
  }
}
