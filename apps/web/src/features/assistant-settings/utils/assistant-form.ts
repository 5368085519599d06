import { ZAssistantRequestSchema, type TAdminAssistant } from '@inkwell/contract';
import { z } from 'zod';

/** The form's text; Active is 'true' / 'false'. */
export type TAssistantValues = {
  name: string;
  category: string;
  description: string;
  system_prompt: string;
  active: string;
};

/** An assistant's fields as text, or a new one (shown to users once added). */
export function toAssistantValues(assistant: TAdminAssistant | null): TAssistantValues {
  return {
    name: assistant?.name ?? '',
    category: assistant?.category ?? '',
    description: assistant?.description ?? '',
    system_prompt: assistant?.system_prompt ?? '',
    active: String(assistant?.active ?? true),
  };
}

/** The fields' text as the request body, checked by the contract's own schema. */
export const assistantFormSchema = z.unknown().transform((input, ctx) => {
  const values = input as TAssistantValues;
  const result = ZAssistantRequestSchema.safeParse({ ...values, active: values.active === 'true' });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
});

/** The categories in use, each once, for the category field's suggestions. */
export function assistantCategories(assistants: readonly TAdminAssistant[]): string[] {
  return [...new Set(assistants.map((assistant) => assistant.category))].sort((a, b) => a.localeCompare(b));
}
