import {
  templateRunSchema,
  type TSavedTemplate,
  type TSavedTemplatesQuery,
  type TTemplate,
  type TTemplateRunRequest,
  type TTemplatesQuery,
} from '@inkwell/contract';
import type { TTemplateRow, TTemplateRunRow } from '../../db/ai-template-tables.js';
import { FieldErrors, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import type { Generation } from '../ai-generations/generation.js';
import { SavedRuns } from '../ai-generations/saved-runs.js';
import type { UnitGenerator } from '../ai-generations/unit-generator.js';
import { buildTemplatePrompt } from './template-prompt.js';
import { toSavedTemplate, toTemplate, variablesOf } from './template-views.js';

const TOOL = 'Templates';
const key = (userId: number) => `template:${userId}` as const;
const TEMPLATE_NOT_FOUND = 'Template not found.';

/** Templates: the catalogue, runs streamed and saved (one template generation each). */
export class TemplateService {
  /** My Templates. */
  readonly saved: SavedRuns<TTemplateRunRow, TSavedTemplate, TSavedTemplatesQuery>;

  constructor(
    private readonly repos: TRepositories,
    private readonly generator: UnitGenerator,
  ) {
    this.saved = new SavedRuns(repos.templateRuns, toSavedTemplate, 'Saved template not found.');
  }

  async list(query: TTemplatesQuery): Promise<TTemplate[]> {
    return (await this.repos.templates.findActive(query)).map(toTemplate);
  }

  async get(id: number): Promise<TTemplate> {
    return toTemplate(await this.#active(id));
  }

  /** Checks the values with the template's own schema (field errors), then streams the run. */
  async run(userId: number, templateId: number, request: TTemplateRunRequest): Promise<Generation> {
    const template = await this.#active(templateId);
    const variables = variablesOf(template);
    const checked = templateRunSchema(variables).safeParse(request);
    if (!checked.success) throw FieldErrors.fromIssues(checked.error.issues);
    const { values, tone, length, language } = checked.data;
    const kept = Object.fromEntries(
      Object.entries(values as Record<string, string | number | undefined>).filter(
        ([, value]) => value !== undefined && value !== '',
      ),
    ) as Record<string, string | number>;
    return this.generator.start({
      userId,
      balance: 'template_generation_tokens',
      capability: 'template',
      key: key(userId),
      busy: TOOL,
      messages: buildTemplatePrompt(template.prompt, variables, kept, { tone, length, language }),
      save: async ({ text, status, model }, trx) =>
        toSavedTemplate(
          await this.repos.templateRuns.create(
            {
              user_id: userId,
              template_id: template.id,
              template_title: template.title,
              category: template.category,
              values: JSON.stringify(kept),
              tone: tone ?? null,
              length: length ?? null,
              language: language ?? null,
              result: text,
              status,
              model,
              created_at: nowIso(),
            },
            trx,
          ),
        ),
    });
  }

  stop(userId: number): Promise<void> {
    return this.generator.stop(key(userId), TOOL);
  }

  async #active(id: number): Promise<TTemplateRow> {
    const row = await this.repos.templates.findActiveById(id);
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    return row;
  }
}
