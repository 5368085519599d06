import { CODE_LANGUAGES, type TCodeLanguageId, type TCodeMode } from '@inkwell/contract';
import type { TChatTurn } from '../../providers/ai/ai-provider.js';
import { dataBlock, DATA_BLOCKS_RULE } from '../ai-generations/prompt-data.js';

export interface TCodeAsk {
  mode: TCodeMode;
  language: TCodeLanguageId;
  source_language?: TCodeLanguageId | undefined;
  prompt: string;
  code?: string | undefined;
}

const labelOf = (id: TCodeLanguageId) => CODE_LANGUAGES.find((language) => language.id === id)!.label;
const fenceOf = (id: TCodeLanguageId) => CODE_LANGUAGES.find((language) => language.id === id)!.highlight;

const TASKS: Record<TCodeMode, (ask: TCodeAsk) => string> = {
  write: (ask) =>
    `Write ${labelOf(ask.language)} code that does what the user's request describes: complete, idiomatic, ready to run, with the imports it needs and short comments where the intent is not obvious.`,
  explain: (ask) =>
    `Explain the user's ${labelOf(ask.language)} code to a developer who has not seen it: repeat the code with clear comments added, then explain what it does, how, and anything surprising or risky.`,
  fix: (ask) =>
    `Find and fix the bugs in the user's ${labelOf(ask.language)} code: give the corrected code in full, then list each bug, why it was wrong and what changed.`,
  convert: (ask) =>
    `Convert the user's ${labelOf(ask.source_language ?? ask.language)} code to idiomatic ${labelOf(ask.language)} with the same behaviour, then note what had to change and why.`,
};

/**
 * The messages AI Code sends: the task and the answer's shape as instructions, the user's
 * request and code as data blocks in the user message.
 */
export function buildCodePrompt(ask: TCodeAsk): TChatTurn[] {
  const fence = fenceOf(ask.language);
  const system = [
    'You are a senior software engineer.',
    TASKS[ask.mode](ask),
    `Answer in Markdown: first exactly one fenced code block marked \`\`\`${fence}, then the explanation as short paragraphs or a list. No other code blocks.`,
    DATA_BLOCKS_RULE,
  ].join('\n\n');
  const parts: string[] = [];
  if (ask.prompt !== '') parts.push(`The request:\n${dataBlock('request', ask.prompt)}`);
  if (ask.code !== undefined && ask.mode !== 'write') {
    const from = ask.mode === 'convert' ? (ask.source_language ?? ask.language) : ask.language;
    parts.push(`The ${labelOf(from)} code:\n${dataBlock('code', ask.code)}`);
  }
  return [
    { role: 'system', content: system },
    { role: 'user', content: parts.join('\n\n') },
  ];
}
