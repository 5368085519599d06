import type { Generated, Insertable, Selectable } from 'kysely';
import type { TBool, TTimestamp } from './types.js';

/** A prompt template; `variables` is the JSON of its typed fields. */
export interface AiTemplatesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  category: string;
  icon: string;
  prompt: string;
  variables: string;
  sort_order: number;
  active: TBool;
  created_at: TTimestamp;
  updated_at: TTimestamp;
}

/** One run of a template: the values used (JSON), the options and the result. */
export interface AiTemplateRunsTable {
  id: Generated<number>;
  user_id: number;
  template_id: number | null;
  template_title: string;
  category: string;
  values: string;
  tone: string | null;
  length: string | null;
  language: string | null;
  result: string;
  status: 'complete' | 'stopped';
  model: string;
  created_at: TTimestamp;
}

export type TTemplateRow = Selectable<AiTemplatesTable>;
export type TNewTemplate = Insertable<AiTemplatesTable>;
export type TTemplateRunRow = Selectable<AiTemplateRunsTable>;
export type TNewTemplateRun = Insertable<AiTemplateRunsTable>;
