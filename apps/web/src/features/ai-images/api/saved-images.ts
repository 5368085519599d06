import { savedImageEndpoints } from '@inkwell/contract';
import type { TSavedTool } from '@/components/saved/saved-items';
import { savedImageTitle } from '../utils/image-labels';

/** My Images: the user's generated images; their links are signed and expire within minutes. */
export const savedImages: TSavedTool<typeof savedImageEndpoints> = {
  endpoints: savedImageEndpoints,
  signedLinks: true,
  deleteWords: (image) => ({
    title: 'Delete this image?',
    description: `“${savedImageTitle(image)}” will be deleted. This can’t be undone.`,
    name: savedImageTitle(image),
  }),
};
