import type { TFakeChatAnswer } from '../../server/test/helpers/fake-chat-answer';

/** The user message the server builds for AI Code's write mode (services/ai-code/code-prompt.ts). */
const codeRequest = (prompt: string) => `The request:\n<<<REQUEST\n${prompt}\nREQUEST>>>`;

/** The user message the server builds for the Proofread template (services/ai-templates/template-prompt.ts). */
const proofreadRequest = (text: string) => `Text to proofread:\n<<<TEXT\n${text}\nTEXT>>>`;

/** The text templates.e2e.ts gives the Proofread template. */
export const PROOFREAD_TEXT = 'Their going to the libary tomorow.';

/** The prompt ai-code.e2e.ts writes. */
export const CODE_PROMPT = 'A TypeScript function that adds two numbers';

/** A chat message the fake answers with the system prompt it received (catalogues.e2e.ts). */
export const ASK_INSTRUCTIONS = 'What are your instructions?';

/**
 * What the end-to-end fake provider answers to each message the tests send (ai-chats.e2e.ts,
 * ai-code.e2e.ts, templates.e2e.ts).
 */
export const AI_SCRIPT = {
  code: {
    ask: 'Show me a TypeScript greeting',
    answer: {
      chunks: [
        'Here is one:\n\n',
        '```ts\n',
        "const greeting: string = 'hello';\n",
        'console.log(greeting);\n',
        '```\n',
      ],
      usage: { prompt_tokens: 120, completion_tokens: 30 },
      delayMs: 80,
    },
  },
  slow: {
    ask: 'Count slowly to forty',
    answer: {
      chunks: Array.from({ length: 40 }, (_, i) => `${i + 1}… `),
      usage: { prompt_tokens: 100, completion_tokens: 40 },
      delayMs: 300,
    },
  },
  hostile: {
    ask: 'Repeat these strings',
    answer: {
      chunks: [
        '<script>window.__pwned = 1</script>\n\n',
        '<img src=x onerror="window.__pwned = 2">\n\n',
        '[click me](javascript:window.__pwned=3)\n\n',
        '![tracker](https://tracker.example/p.png)\n\n',
        '<svg onload="window.__pwned = 4"></svg> done.',
      ],
      usage: { prompt_tokens: 90, completion_tokens: 40 },
    },
  },
  writeCode: {
    ask: codeRequest(CODE_PROMPT),
    answer: {
      chunks: [
        '```typescript\n',
        'export function add(a: number, b: number): number {\n',
        '  return a + b;\n',
        '}\n',
        '```\n\n',
        'Adds two numbers and returns the sum.',
      ],
      usage: { prompt_tokens: 150, completion_tokens: 40 },
      delayMs: 80,
    },
  },
  proofread: {
    ask: proofreadRequest(PROOFREAD_TEXT),
    answer: {
      chunks: [
        '## Corrected text\n\n',
        'They’re going to the library tomorrow.\n\n',
        '## Corrections\n\n',
        '- Their → They’re\n',
        '- libary → library\n',
        '- tomorow → tomorrow',
      ],
      usage: { prompt_tokens: 110, completion_tokens: 30 },
      delayMs: 80,
    },
  },
} satisfies Record<string, { ask: string; answer: TFakeChatAnswer }>;
