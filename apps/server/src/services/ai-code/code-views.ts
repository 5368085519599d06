import type { TSavedCode } from '@inkwell/contract';
import type { TCodeRunRow } from '../../db/ai-code-tables.js';

export function toSavedCode(row: TCodeRunRow): TSavedCode {
  return {
    id: row.id,
    mode: row.mode,
    language: row.language,
    source_language: row.source_language,
    prompt: row.prompt,
    code: row.code,
    result: row.result,
    status: row.status,
    created_at: row.created_at,
  };
}
