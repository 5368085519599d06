import type { TCodeRequest, TSavedCode, TSavedCodesQuery } from '@inkwell/contract';
import type { TCodeRunRow } from '../../db/ai-code-tables.js';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import type { Generation } from '../ai-generations/generation.js';
import { SavedRuns } from '../ai-generations/saved-runs.js';
import type { UnitGenerator } from '../ai-generations/unit-generator.js';
import { buildCodePrompt } from './code-prompt.js';
import { toSavedCode } from './code-views.js';

const TOOL = 'AI Code';
const key = (userId: number) => `code:${userId}` as const;

/** AI Code: runs streamed and saved, one code generation each; the saved list. */
export class CodeService {
  /** My Generated Codes. */
  readonly saved: SavedRuns<TCodeRunRow, TSavedCode, TSavedCodesQuery>;

  constructor(
    private readonly repos: TRepositories,
    private readonly generator: UnitGenerator,
  ) {
    this.saved = new SavedRuns(repos.codeRuns, toSavedCode, 'Saved code not found.');
  }

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
}
