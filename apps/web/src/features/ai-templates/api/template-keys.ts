import type { TTemplatesQuery } from '@inkwell/contract';

/** Query keys of the templates catalogue; `all` covers every one (the saved runs' are their endpoints'). */
export const templateKeys = {
  all: ['ai-templates'] as const,
  catalogue: (query: TTemplatesQuery) => ['ai-templates', 'catalogue', query] as const,
  template: (id: number) => ['ai-templates', 'template', id] as const,
};
