import type { TAuditAction, TAuditTargetType, TCatalogueRemoved } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { AuditLog, TAdminActor } from './audit-log.js';
import { FieldError } from '../../lib/http-error.js';

/** A used item is hidden rather than deleted; a catalogue may clear more with it. */
type THidden = { active: false };

/** A catalogue's table as these changes need it (assistants, templates, plans). */
export interface TCatalogueTable<THide extends THidden> {
  update(id: number, changes: THide | { sort_order: number }, trx: TExecutor): Promise<void>;
  delete(id: number, trx: TExecutor): Promise<void>;
}

interface TCatalogue<THide extends THidden> {
  target: TAuditTargetType;
  actions: { remove: TAuditAction; reorder: TAuditAction };
  table: TCatalogueTable<THide>;
  /** What a used item's row becomes instead of being deleted. */
  hidden: THide;
  detail: { deleted: string; deactivated: string; notAll: string };
}

/**
 * The changes every operator's catalogue makes the same way: removing an item (deleted, or
 * only deactivated when users' records name it) and reordering, each audited in its
 * transaction.
 */
export class CatalogueChanges<THide extends THidden = THidden> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditLog,
    private readonly catalogue: TCatalogue<THide>,
  ) {}

  async remove(id: number, name: string, used: boolean, actor: TAdminActor): Promise<TCatalogueRemoved> {
    const { target, actions, table, hidden, detail } = this.catalogue;
    await this.db.transaction().execute(async (trx) => {
      if (used) await table.update(id, hidden, trx);
      else await table.delete(id, trx);
      const after = { outcome: used ? 'deactivated' : 'deleted' };
      await this.audit.record(
        actor,
        { action: actions.remove, target_type: target, target_id: id, before: { name }, after },
        trx,
      );
    });
    return used
      ? { outcome: 'deactivated', detail: detail.deactivated }
      : { outcome: 'deleted', detail: detail.deleted };
  }

  /** Every item's id, once, in the order users see them. */
  async reorder(ids: number[], current: number[], actor: TAdminActor): Promise<void> {
    const { target, actions, table, detail } = this.catalogue;
    const items = new Set(current);
    if (ids.length !== items.size || new Set(ids).size !== ids.length || ids.some((id) => !items.has(id)))
      throw new FieldError('ids', detail.notAll);
    await this.db.transaction().execute(async (trx) => {
      for (const [index, id] of ids.entries()) await table.update(id, { sort_order: index + 1 }, trx);
      await this.audit.record(
        actor,
        { action: actions.reorder, target_type: target, before: { ids: current }, after: { ids } },
        trx,
      );
    });
  }
}
