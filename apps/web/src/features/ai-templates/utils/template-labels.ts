import type { TSavedTemplate, TTemplate } from '@inkwell/contract';

const EXCERPT_CHARS = 160;

/** The start of a result as one plain line: markdown marks and line breaks dropped. */
export function resultExcerpt(result: string): string {
  const plain = result
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_CHARS ? `${plain.slice(0, EXCERPT_CHARS).trimEnd()}…` : plain;
}

/** A saved run's values as label → value, labelled by the template when it still exists. */
export function savedValueRows(
  saved: Pick<TSavedTemplate, 'values'>,
  template: Pick<TTemplate, 'variables'> | undefined,
): { label: string; value: string }[] {
  return Object.entries(saved.values).map(([name, value]) => ({
    label: template?.variables.find((variable) => variable.name === name)?.label ?? name,
    value: String(value),
  }));
}
