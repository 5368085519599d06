import type {
  TAdminAssistant,
  TAdminAssistantsResponse,
  TAssistantRequest,
  TAssistantUpdate,
  TCatalogueRemoved,
} from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { TAssistantRow } from '../../db/ai-chat-tables.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { uniqueSlug } from '../../lib/slug.js';
import { nowIso } from '../../lib/time.js';
import type { AvatarStore } from '../../providers/storage/avatar-store.js';
import type { TRepositories } from '../../repositories/index.js';
import type { AuditLog, TAdminActor } from '../admin/audit-log.js';
import { CatalogueChanges } from '../admin/catalogue-changes.js';

export const ASSISTANT_DETAIL = {
  notFound: 'This assistant does not exist.',
  deleted: 'The assistant is deleted.',
  deactivated: 'Users have chats with this assistant, so it is kept for them and hidden from new chats.',
  notAll: 'List every assistant exactly once.',
} as const;

/** A new assistant's avatar until one is uploaded (one of the seeded pictures). */
const DEFAULT_AVATAR = '/assistants/general-assistant.svg';

function toAdminAssistant(row: TAssistantRow, chats: number): TAdminAssistant {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    system_prompt: row.system_prompt,
    avatar: row.avatar,
    active: Boolean(row.active),
    sort_order: row.sort_order,
    chats,
    updated_at: row.updated_at,
  };
}

/**
 * The assistants as an operator shapes them: added, edited (the next answer of every chat uses
 * the new prompt), given an avatar, reordered, hidden from new chats, deleted when no chat
 * names them. Every change is audited in its transaction.
 */
export class AssistantCatalogue {
  readonly #changes: CatalogueChanges;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly avatars: AvatarStore,
    private readonly audit: AuditLog,
  ) {
    this.#changes = new CatalogueChanges(db, audit, {
      target: 'assistant',
      actions: { remove: 'assistant.remove', reorder: 'assistant.reorder' },
      table: repos.assistants,
      hidden: { active: false },
      detail: ASSISTANT_DETAIL,
    });
  }

  async list(): Promise<TAdminAssistantsResponse> {
    const [rows, chats] = await Promise.all([
      this.repos.assistants.findAll(),
      this.repos.assistants.countChats(),
    ]);
    return rows.map((row) => toAdminAssistant(row, chats.get(row.id) ?? 0));
  }

  async create(input: TAssistantRequest, actor: TAdminActor): Promise<TAdminAssistant> {
    const id = await this.db.transaction().execute(async (trx) => {
      const last = (await this.repos.assistants.findAll(trx)).at(-1);
      const now = nowIso();
      const created = await this.repos.assistants.create(
        {
          slug: uniqueSlug(input.name),
          name: input.name,
          description: input.description,
          category: input.category,
          system_prompt: input.system_prompt,
          avatar: DEFAULT_AVATAR,
          sort_order: (last?.sort_order ?? 0) + 1,
          active: input.active ?? true,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      await this.audit.record(
        actor,
        { action: 'assistant.create', target_type: 'assistant', target_id: created, after: { ...input } },
        trx,
      );
      return created;
    });
    return this.#one(id);
  }

  async update(id: number, input: TAssistantUpdate, actor: TAdminActor): Promise<TAdminAssistant> {
    const before = toAdminAssistant(await this.#find(id), 0);
    const changed = Object.keys(input) as (keyof TAssistantUpdate)[];
    await this.db.transaction().execute(async (trx) => {
      await this.repos.assistants.update(id, input, trx);
      await this.audit.record(
        actor,
        {
          action: 'assistant.update',
          target_type: 'assistant',
          target_id: id,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: { ...input },
        },
        trx,
      );
    });
    return this.#one(id);
  }

  /** Stores the uploaded picture re-encoded (a square WebP) and drops the one it replaces. */
  async setAvatar(id: number, upload: Buffer, actor: TAdminActor): Promise<TAdminAssistant> {
    const assistant = await this.#find(id);
    const avatar = await this.avatars.save(upload);
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.repos.assistants.update(id, { avatar }, trx);
        await this.audit.record(
          actor,
          {
            action: 'assistant.avatar',
            target_type: 'assistant',
            target_id: id,
            before: { avatar: assistant.avatar },
            after: { avatar },
          },
          trx,
        );
      });
    } catch (error) {
      await this.avatars.remove(avatar);
      throw error;
    }
    await this.avatars.remove(assistant.avatar);
    return this.#one(id);
  }

  /** Deletes an assistant no chat names; one with chats is hidden from new chats instead. */
  async remove(id: number, actor: TAdminActor): Promise<TCatalogueRemoved> {
    const assistant = await this.#find(id);
    const used = ((await this.repos.assistants.countChats()).get(id) ?? 0) > 0;
    const removed = await this.#changes.remove(id, assistant.name, used, actor);
    if (!used) await this.avatars.remove(assistant.avatar);
    return removed;
  }

  /** The assistants in the order users see them: every assistant's id, once. */
  async reorder(ids: number[], actor: TAdminActor): Promise<TAdminAssistantsResponse> {
    const current = (await this.repos.assistants.findAll()).map((row) => row.id);
    await this.#changes.reorder(ids, current, actor);
    return this.list();
  }

  async #find(id: number): Promise<TAssistantRow> {
    const row = await this.repos.assistants.findById(id);
    if (!row) throw notFound(ASSISTANT_DETAIL.notFound);
    return row;
  }

  async #one(id: number): Promise<TAdminAssistant> {
    const chats = (await this.repos.assistants.countChats()).get(id) ?? 0;
    return toAdminAssistant(await this.#find(id), chats);
  }
}
