import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { savedEndpoints } from './saved-endpoints.js';
import { ZPageQuerySchema } from './pagination.js';

/** What a code request may hold. */
export const CODE_PROMPT_MAX_CHARS = 4000;
export const CODE_INPUT_MAX_CHARS = 32_000;

/**
 * The languages AI Code writes: id (what the API takes), the name people know, the file
 * extension a download gets, and the highlighter's name for it.
 */
export const CODE_LANGUAGES = [
  { id: 'typescript', label: 'TypeScript', extension: 'ts', highlight: 'typescript' },
  { id: 'javascript', label: 'JavaScript', extension: 'js', highlight: 'javascript' },
  { id: 'python', label: 'Python', extension: 'py', highlight: 'python' },
  { id: 'go', label: 'Go', extension: 'go', highlight: 'go' },
  { id: 'rust', label: 'Rust', extension: 'rs', highlight: 'rust' },
  { id: 'java', label: 'Java', extension: 'java', highlight: 'java' },
  { id: 'csharp', label: 'C#', extension: 'cs', highlight: 'csharp' },
  { id: 'cpp', label: 'C++', extension: 'cpp', highlight: 'cpp' },
  { id: 'c', label: 'C', extension: 'c', highlight: 'c' },
  { id: 'php', label: 'PHP', extension: 'php', highlight: 'php' },
  { id: 'ruby', label: 'Ruby', extension: 'rb', highlight: 'ruby' },
  { id: 'swift', label: 'Swift', extension: 'swift', highlight: 'swift' },
  { id: 'kotlin', label: 'Kotlin', extension: 'kt', highlight: 'kotlin' },
  { id: 'scala', label: 'Scala', extension: 'scala', highlight: 'scala' },
  { id: 'dart', label: 'Dart', extension: 'dart', highlight: 'dart' },
  { id: 'sql', label: 'SQL', extension: 'sql', highlight: 'sql' },
  { id: 'bash', label: 'Bash', extension: 'sh', highlight: 'bash' },
  { id: 'powershell', label: 'PowerShell', extension: 'ps1', highlight: 'powershell' },
  { id: 'html', label: 'HTML', extension: 'html', highlight: 'xml' },
  { id: 'css', label: 'CSS', extension: 'css', highlight: 'css' },
  { id: 'r', label: 'R', extension: 'r', highlight: 'r' },
  { id: 'lua', label: 'Lua', extension: 'lua', highlight: 'lua' },
  { id: 'haskell', label: 'Haskell', extension: 'hs', highlight: 'haskell' },
  { id: 'elixir', label: 'Elixir', extension: 'ex', highlight: 'elixir' },
  { id: 'yaml', label: 'YAML', extension: 'yaml', highlight: 'yaml' },
  { id: 'json', label: 'JSON', extension: 'json', highlight: 'json' },
] as const;
export type TCodeLanguageId = (typeof CODE_LANGUAGES)[number]['id'];
export const CODE_LANGUAGE_IDS = CODE_LANGUAGES.map((language) => language.id) as [
  TCodeLanguageId,
  ...TCodeLanguageId[],
];

/** Write new code, or explain, fix or convert code the user pastes. */
export const CODE_MODES = ['write', 'explain', 'fix', 'convert'] as const;
export type TCodeMode = (typeof CODE_MODES)[number];
/** The modes that work on code the user pastes. */
export const CODE_MODES_WITH_INPUT: readonly TCodeMode[] = ['explain', 'fix', 'convert'];

export const CODE_MODE_LABELS: Record<TCodeMode, string> = {
  write: 'Write new code',
  explain: 'Explain code',
  fix: 'Fix a bug',
  convert: 'Convert to another language',
};

const ZLanguageSchema = z.enum(CODE_LANGUAGE_IDS, 'Pick a language from the list.');

/** POST ai/code/: what to do, in which language; pasted code for explain, fix and convert. */
export const ZCodeRequestSchema = z
  .object({
    mode: z.enum(CODE_MODES, 'Pick what to do.'),
    language: ZLanguageSchema,
    prompt: z
      .string('Describe what you need.')
      .trim()
      .max(CODE_PROMPT_MAX_CHARS, `Use at most ${CODE_PROMPT_MAX_CHARS.toLocaleString('en-US')} characters.`),
    code: z
      .string()
      .max(CODE_INPUT_MAX_CHARS, `Paste at most ${CODE_INPUT_MAX_CHARS.toLocaleString('en-US')} characters.`)
      .optional(),
    /** convert only: the language to convert from (`language` is the one to write). */
    source_language: ZLanguageSchema.optional(),
  })
  .superRefine((request, context) => {
    const needsCode = CODE_MODES_WITH_INPUT.includes(request.mode);
    if (needsCode && !request.code?.trim())
      context.addIssue({ code: 'custom', path: ['code'], message: 'Paste the code to work on.' });
    if (request.mode === 'write' && request.prompt === '')
      context.addIssue({ code: 'custom', path: ['prompt'], message: 'Describe the code to write.' });
    if (request.mode === 'convert' && request.source_language === undefined)
      context.addIssue({
        code: 'custom',
        path: ['source_language'],
        message: 'Pick the language to convert from.',
      });
  });
export type TCodeRequest = z.input<typeof ZCodeRequestSchema>;

export const CODE_RUN_STATUSES = ['complete', 'stopped'] as const;

/** A saved run: what was asked and the answer (markdown: one code block and its explanation). */
export const ZSavedCodeSchema = z.object({
  id: z.number().int(),
  mode: z.enum(CODE_MODES),
  language: ZLanguageSchema,
  source_language: ZLanguageSchema.nullable(),
  prompt: z.string(),
  code: z.string().nullable(),
  result: z.string(),
  status: z.enum(CODE_RUN_STATUSES),
  created_at: z.string(),
});
export type TSavedCode = z.infer<typeof ZSavedCodeSchema>;

export const ZSavedCodesQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
  language: ZLanguageSchema.optional(),
});
export type TSavedCodesQuery = z.infer<typeof ZSavedCodesQuerySchema>;
/** My Generated Codes: the user's AI Code runs. */
export const savedCodeEndpoints = savedEndpoints('codes', {
  name: 'Saved code id',
  item: ZSavedCodeSchema,
  query: ZSavedCodesQuerySchema,
});
export const ZSavedCodesResponseSchema = savedCodeEndpoints.list.answer;
export type TSavedCodesResponse = z.infer<typeof ZSavedCodesResponseSchema>;

/** `done` of POST ai/code/: the saved run and the code generations left. */
export const ZCodeDoneEventSchema = z.object({ saved: ZSavedCodeSchema, balance: z.number().int() });
export type TCodeDoneEvent = z.infer<typeof ZCodeDoneEventSchema>;

/**
 * AI Code: a run streamed as an event stream (`delta`, then `done` with ZCodeDoneEventSchema or
 * `error`), and Stop of the user's running one.
 */
export const codeEndpoints = {
  generate: endpoint({
    method: 'POST',
    path: 'ai/code/',
    body: ZCodeRequestSchema,
    status: 200,
    errors: [400, 401, 402, 409, 429, 502, 503],
  }),
  stop: endpoint({ method: 'POST', path: 'ai/code/stop/', status: 204, errors: [401, 409] }),
};
