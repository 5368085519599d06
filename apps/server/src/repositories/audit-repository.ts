import type { TAuditAction, TAuditTargetType, TPageQuery } from '@inkwell/contract';
import type { TAuditRow, TNewAuditRow } from '../db/types.js';
import type { TExecutor } from './executor.js';
import { findPage } from './paginate.js';

export interface TAuditFilters {
  admin_id?: number | undefined;
  action?: TAuditAction | undefined;
  target_type?: TAuditTargetType | undefined;
  target_id?: string | undefined;
  since?: string | undefined;
  before?: string | undefined;
}

export type TAuditRowWithAdmin = TAuditRow & { email: string | null; full_name: string | null };

/** audit_log: written with the change it records, read by the audit log page. */
export class AuditRepository {
  constructor(private readonly db: TExecutor) {}

  async create(row: TNewAuditRow, trx: TExecutor = this.db): Promise<void> {
    await trx.insertInto('audit_log').values(row).execute();
  }

  async page(
    filters: TAuditFilters & TPageQuery,
    trx: TExecutor = this.db,
  ): Promise<{ count: number; rows: TAuditRowWithAdmin[] }> {
    let base = trx.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.admin_id');
    if (filters.admin_id) base = base.where('audit_log.admin_id', '=', filters.admin_id);
    if (filters.action) base = base.where('audit_log.action', '=', filters.action);
    if (filters.target_type) base = base.where('audit_log.target_type', '=', filters.target_type);
    if (filters.target_id) base = base.where('audit_log.target_id', '=', filters.target_id);
    if (filters.since) base = base.where('audit_log.created_at', '>=', filters.since);
    if (filters.before) base = base.where('audit_log.created_at', '<', filters.before);
    const { count, rows } = await findPage(base, filters, (q) =>
      q
        .selectAll('audit_log')
        .select(['users.email', 'users.full_name'])
        .orderBy('audit_log.created_at', 'desc')
        .orderBy('audit_log.id', 'desc'),
    );
    return { count, rows: rows as TAuditRowWithAdmin[] };
  }

  /** Every admin who has an entry, for the filter. */
  async findAdmins(trx: TExecutor = this.db): Promise<{ id: number; email: string }[]> {
    return trx
      .selectFrom('users')
      .select(['users.id', 'users.email'])
      .where((eb) =>
        eb.exists(
          eb.selectFrom('audit_log').select('audit_log.id').whereRef('audit_log.admin_id', '=', 'users.id'),
        ),
      )
      .orderBy('users.email')
      .execute();
  }

  async findByTarget(
    targetType: TAuditTargetType,
    targetId: string,
    trx: TExecutor = this.db,
  ): Promise<TAuditRow[]> {
    return trx
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .orderBy('id')
      .execute();
  }
}
