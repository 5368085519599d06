import type { TSavedCode } from '@inkwell/contract';

/** A TypeScript answer as AI Code writes it: one fenced block and a line about it. */
export const TYPESCRIPT_ANSWER =
  '```typescript\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n```\n\nAdds two numbers.';

/** Saved run 12: a written TypeScript function. */
export function savedCode(overrides: Partial<TSavedCode> = {}): TSavedCode {
  return {
    id: 12,
    mode: 'write',
    language: 'typescript',
    source_language: null,
    prompt: 'Add two numbers',
    code: null,
    result: TYPESCRIPT_ANSWER,
    status: 'complete',
    created_at: '2026-03-02T09:30:00Z',
    ...overrides,
  };
}

/** A page of saved runs as GET saved/codes/ answers it. */
export function savedCodesPage(results: TSavedCode[], count = results.length) {
  return { count, next: null, previous: null, results };
}
