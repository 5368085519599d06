import type { ZTemplateRequestSchema } from '@inkwell/contract';
import {
  templateRunSchema,
  type TAdminTemplate,
  type TAdminTemplatesResponse,
  type TCatalogueRemoved,
  type TTemplatePreview,
  type TTemplatePreviewRequest,
} from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { TTemplateRow } from '../../db/ai-template-tables.js';
import type { Database } from '../../db/types.js';
import { FieldErrors, notFound } from '../../lib/http-error.js';
import { uniqueSlug } from '../../lib/slug.js';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import type { AuditLog, TAdminActor } from '../admin/audit-log.js';
import { CatalogueChanges } from '../admin/catalogue-changes.js';
import { buildTemplatePrompt } from './template-prompt.js';
import { variablesOf } from './template-views.js';

export const TEMPLATE_DETAIL = {
  notFound: 'This template does not exist.',
  deleted: 'The template is deleted.',
  deactivated: 'Users have saved runs of this template, so it is kept for them and hidden instead.',
  notAll: 'List every template exactly once.',
} as const;

type TTemplateInput = z.output<typeof ZTemplateRequestSchema>;

/** The columns of a template as the admin saved it (its fields as JSON). */
function templateColumns(input: TTemplateInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    icon: input.icon,
    prompt: input.prompt,
    variables: JSON.stringify(input.variables),
    active: input.active,
  };
}

function toAdminTemplate(row: TTemplateRow, runs: number): TAdminTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    icon: row.icon,
    prompt: row.prompt,
    variables: variablesOf(row),
    active: Boolean(row.active),
    sort_order: row.sort_order,
    runs,
    updated_at: row.updated_at,
  };
}

/**
 * The prompt templates as an operator shapes them: written with their fields (placeholders and
 * fields must match, checked by the contract's schema), previewed exactly as a run would be
 * built, reordered, hidden, deleted when no saved run names them; audited.
 */
export class TemplateCatalogue {
  readonly #changes: CatalogueChanges;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly audit: AuditLog,
  ) {
    this.#changes = new CatalogueChanges(db, audit, {
      target: 'template',
      actions: { remove: 'template.remove', reorder: 'template.reorder' },
      table: repos.templates,
      hidden: { active: false },
      detail: TEMPLATE_DETAIL,
    });
  }

  async list(): Promise<TAdminTemplatesResponse> {
    const [rows, runs] = await Promise.all([
      this.repos.templates.findAll(),
      this.repos.templates.countRuns(),
    ]);
    return rows.map((row) => toAdminTemplate(row, runs.get(row.id) ?? 0));
  }

  async create(input: TTemplateInput, actor: TAdminActor): Promise<TAdminTemplate> {
    const id = await this.db.transaction().execute(async (trx) => {
      const last = (await this.repos.templates.findAll(trx)).at(-1);
      const now = nowIso();
      const created = await this.repos.templates.create(
        {
          slug: uniqueSlug(input.title),
          ...templateColumns(input),
          sort_order: (last?.sort_order ?? 0) + 1,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      await this.audit.record(
        actor,
        { action: 'template.create', target_type: 'template', target_id: created, after: { ...input } },
        trx,
      );
      return created;
    });
    return this.#one(id);
  }

  /** Replaces the template whole; runs already saved keep the values and result they had. */
  async replace(id: number, input: TTemplateInput, actor: TAdminActor): Promise<TAdminTemplate> {
    const before = toAdminTemplate(await this.#find(id), 0);
    const changed = (Object.keys(input) as (keyof TTemplateInput)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(input[key]),
    );
    await this.db.transaction().execute(async (trx) => {
      await this.repos.templates.update(id, templateColumns(input), trx);
      await this.audit.record(
        actor,
        {
          action: 'template.update',
          target_type: 'template',
          target_id: id,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, input[key]])),
        },
        trx,
      );
    });
    return this.#one(id);
  }

  async remove(id: number, actor: TAdminActor): Promise<TCatalogueRemoved> {
    const template = await this.#find(id);
    const used = ((await this.repos.templates.countRuns()).get(id) ?? 0) > 0;
    return this.#changes.remove(id, template.title, used, actor);
  }

  async reorder(ids: number[], actor: TAdminActor): Promise<TAdminTemplatesResponse> {
    const current = (await this.repos.templates.findAll()).map((row) => row.id);
    await this.#changes.reorder(ids, current, actor);
    return this.list();
  }

  /**
   * The messages a run of the template being edited would send, with the sample values as
   * given (a missing one shows as not given); the common options must be from their lists.
   */
  preview({
    template,
    run,
  }: {
    template: TTemplateInput;
    run: TTemplatePreviewRequest['run'];
  }): TTemplatePreview {
    const options = templateRunSchema([]).safeParse({ ...run, values: {} });
    if (!options.success) throw FieldErrors.fromIssues(options.error.issues);
    const values = Object.fromEntries(
      template.variables.map((variable) => [variable.name, run.values[variable.name]]),
    );
    return { messages: buildTemplatePrompt(template.prompt, template.variables, values, options.data) };
  }

  async #find(id: number): Promise<TTemplateRow> {
    const row = await this.repos.templates.findById(id);
    if (!row) throw notFound(TEMPLATE_DETAIL.notFound);
    return row;
  }

  async #one(id: number): Promise<TAdminTemplate> {
    const runs = (await this.repos.templates.countRuns()).get(id) ?? 0;
    return toAdminTemplate(await this.#find(id), runs);
  }
}
