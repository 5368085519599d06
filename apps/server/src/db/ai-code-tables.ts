import type { TCodeLanguageId, TCodeMode } from '@inkwell/contract';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { TTimestamp } from './types.js';

/** One AI Code run: what was asked and the answer, as it ended. */
export interface AiCodeRunsTable {
  id: Generated<number>;
  user_id: number;
  mode: TCodeMode;
  language: TCodeLanguageId;
  source_language: TCodeLanguageId | null;
  prompt: string;
  code: string | null;
  result: string;
  status: 'complete' | 'stopped';
  model: string;
  created_at: TTimestamp;
}

export type TCodeRunRow = Selectable<AiCodeRunsTable>;
export type TNewCodeRun = Insertable<AiCodeRunsTable>;
