import { savedTranscriptionEndpoints } from '@inkwell/contract';
import type { TSavedTool } from '@/components/saved/saved-items';

/** My Speech To Text: the user's transcriptions; their audio links are signed and expire within minutes. */
export const savedTranscriptions: TSavedTool<typeof savedTranscriptionEndpoints> = {
  endpoints: savedTranscriptionEndpoints,
  signedLinks: true,
  deleteWords: (job) => ({
    title: 'Delete this transcription?',
    description: `The transcript of “${job.file_name}” and its audio will be deleted. This can’t be undone.`,
    name: job.file_name,
  }),
};
