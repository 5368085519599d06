import { TEMPLATE_PLACEHOLDER, type TTemplateVariable } from '@inkwell/contract';
import type { TChatTurn } from '../../providers/ai/ai-provider.js';
import { dataBlock, DATA_BLOCKS_RULE } from '../ai-generations/prompt-data.js';

export interface TTemplateOptions {
  tone?: string | undefined;
  length?: string | undefined;
  language?: string | undefined;
}

const LENGTHS: Record<string, string> = {
  Short: 'Keep it short: the essentials only.',
  Medium: 'Aim for a medium length.',
  Long: 'Be thorough and detailed.',
};

/**
 * A template run's messages: the template's instructions with each `{{name}}` pointing at a
 * named data block, the common options (from fixed lists) as instructions, and the user's
 * values only as data blocks in the user message, so a value cannot rewrite the instructions.
 */
export function buildTemplatePrompt(
  prompt: string,
  variables: readonly TTemplateVariable[],
  values: Record<string, string | number | undefined>,
  options: TTemplateOptions,
): TChatTurn[] {
  const given = (name: string) => {
    const value = values[name];
    return value !== undefined && String(value).trim() !== '';
  };
  const task = prompt.replace(TEMPLATE_PLACEHOLDER, (_match, name: string) =>
    given(name) ? `[the ${name.toUpperCase()} block]` : '[not given]',
  );
  const system = [
    'You are an expert copywriter and editor. Write the requested text in Markdown, ready to use, without preamble or closing remarks about the task.',
    `The task: ${task}`,
    options.tone ? `Tone: ${options.tone}.` : '',
    options.length ? (LENGTHS[options.length] ?? '') : '',
    `Write in ${options.language ?? 'the language of the material, or English'}.`,
    DATA_BLOCKS_RULE,
  ]
    .filter(Boolean)
    .join('\n\n');
  const blocks = variables
    .filter((variable) => given(variable.name))
    .map(
      (variable) => `${variable.label}:\n${dataBlock(variable.name, String(values[variable.name]).trim())}`,
    );
  return [
    { role: 'system', content: system },
    { role: 'user', content: blocks.length ? blocks.join('\n\n') : 'No material was given.' },
  ];
}
