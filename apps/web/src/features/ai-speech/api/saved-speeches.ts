import { savedSpeechEndpoints } from '@inkwell/contract';
import type { TSavedTool } from '@/components/saved/saved-items';
import { speechExcerpt } from '../utils/speech-labels';

/** My Text To Speeches: the user's speeches; their audio links are signed and expire within minutes. */
export const savedSpeeches: TSavedTool<typeof savedSpeechEndpoints> = {
  endpoints: savedSpeechEndpoints,
  signedLinks: true,
  deleteWords: (speech) => ({
    title: 'Delete this speech?',
    description: `“${speechExcerpt(speech)}” and its audio will be deleted. This can’t be undone.`,
    name: speechExcerpt(speech, 40),
  }),
};
