import {
  ZTemplateVariableSchema,
  type TSavedTemplate,
  type TTemplate,
  type TTemplateVariable,
} from '@inkwell/contract';
import { z } from 'zod';
import type { TTemplateRow, TTemplateRunRow } from '../../db/ai-template-tables.js';

const ZVariablesSchema = z.array(ZTemplateVariableSchema);
const ZValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A template's typed fields, from their stored JSON. */
export function variablesOf(row: TTemplateRow): TTemplateVariable[] {
  return ZVariablesSchema.parse(JSON.parse(row.variables));
}

export function toTemplate(row: TTemplateRow): TTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    icon: row.icon,
    variables: variablesOf(row),
  };
}

export function toSavedTemplate(row: TTemplateRunRow): TSavedTemplate {
  return {
    id: row.id,
    template_id: row.template_id,
    template_title: row.template_title,
    category: row.category,
    values: ZValuesSchema.parse(JSON.parse(row.values)),
    tone: row.tone,
    length: row.length,
    language: row.language,
    result: row.result,
    status: row.status,
    created_at: row.created_at,
  };
}
