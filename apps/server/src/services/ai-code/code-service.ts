import type { TCodeRequest, TSavedCode, TSavedCodesQuery, TSavedCodesResponse } from '@inkwell/contract';
import { notFound } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import type { Generation } from '../ai-generations/generations.js';
import type { UnitGenerator } from '../ai-generations/unit-generator.js';
import { buildCodePrompt } from './code-prompt.js';
import { toSavedCode } from './code-views.js';

const TOOL = 'AI Code';
const key = (userId: number) => `code:${userId}` as const;

/** AI Code (issue 12): runs streamed and saved, one code generation each; the saved list. */
export class CodeService {
  constructor(
    private readonly repos: TRepositories,
    private readonly generator: UnitGenerator,
  ) {}

  run(userId: number, request: TCodeRequest): Promise<Generation> {
    const code = request.mode === 'write' ? null : (request.code ?? null);
    const sourceLanguage = request.mode === 'convert' ? (request.source_language ?? null) : null;
    return this.generator.start({
      userId,
      balance: 'code_generation_tokens',
      capability: 'code',
      key: key(userId),
      busy: TOOL,
      messages: buildCodePrompt({ ...request, prompt: request.prompt.trim(), code: code ?? undefined }),
      save: async ({ text, status, model }, trx) =>
        toSavedCode(
          await this.repos.codeRuns.create(
            {
              user_id: userId,
              mode: request.mode,
              language: request.language,
              source_language: sourceLanguage,
              prompt: request.prompt.trim(),
              code,
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

  async list(userId: number, query: TSavedCodesQuery): Promise<TSavedCodesResponse> {
    const { count, rows } = await this.repos.codeRuns.paginate(userId, query);
    return toPage(count, query, rows.map(toSavedCode));
  }

  async get(userId: number, id: number): Promise<TSavedCode> {
    const row = await this.repos.codeRuns.findOwned(userId, id);
    if (!row) throw notFound('Saved code not found.');
    return toSavedCode(row);
  }

  async delete(userId: number, id: number): Promise<void> {
    if (!(await this.repos.codeRuns.deleteOwned(userId, id))) throw notFound('Saved code not found.');
  }
}
