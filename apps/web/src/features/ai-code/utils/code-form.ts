import {
  CODE_MODES_WITH_INPUT,
  ZCodeRequestSchema,
  type TCodeMode,
  type TSavedCode,
} from '@inkwell/contract';
import { z } from 'zod';

/** The form's fields, all text as the controls hold them. */
export type TCodeFormValues = {
  mode: TCodeMode;
  language: string;
  prompt: string;
  code: string;
  source_language: string;
};

export const DEFAULT_CODE_LANGUAGE = 'typescript';

/** What the server is sent: only the fields the mode uses, an unpicked language left out. */
export function toCodeRequest(values: unknown): unknown {
  const { mode, language, prompt, code, source_language } = values as TCodeFormValues;
  const usesCode = CODE_MODES_WITH_INPUT.includes(mode);
  return {
    mode,
    language,
    prompt,
    ...(usesCode ? { code } : {}),
    ...(mode === 'convert' && source_language ? { source_language } : {}),
  };
}

/** The contract's request schema, read from the form's fields (hidden fields do not count). */
export const ZCodeFormSchema = z.preprocess(toCodeRequest, ZCodeRequestSchema);

/** The form's first values: empty, or a saved run's request (Run again). */
export function codeFormValues(saved?: TSavedCode): TCodeFormValues {
  return {
    mode: saved?.mode ?? 'write',
    language: saved?.language ?? DEFAULT_CODE_LANGUAGE,
    prompt: saved?.prompt ?? '',
    code: saved?.code ?? '',
    source_language: saved?.source_language ?? '',
  };
}
