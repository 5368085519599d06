import { savedTemplateEndpoints } from '@inkwell/contract';
import type { TSavedTool } from '@/components/saved/saved-items';

/** My Templates: the user's saved template runs. */
export const savedTemplates: TSavedTool<typeof savedTemplateEndpoints> = {
  endpoints: savedTemplateEndpoints,
  deleteWords: (saved) => ({
    title: 'Delete this result?',
    description: `This “${saved.template_title}” result will be deleted. This can’t be undone.`,
    name: saved.template_title,
  }),
};
