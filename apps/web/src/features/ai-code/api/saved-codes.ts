import { savedCodeEndpoints } from '@inkwell/contract';
import type { TSavedTool } from '@/components/saved/saved-items';
import { savedCodeTitle } from '../utils/code-labels';

/** My Generated Codes: the user's saved AI Code runs. */
export const savedCodes: TSavedTool<typeof savedCodeEndpoints> = {
  endpoints: savedCodeEndpoints,
  deleteWords: (saved) => ({
    title: 'Delete this code?',
    description: `“${savedCodeTitle(saved)}” will be deleted. This can’t be undone.`,
    name: savedCodeTitle(saved),
  }),
};
