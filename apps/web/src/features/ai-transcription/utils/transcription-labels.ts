import type { TTranscription } from '@inkwell/contract';

/** The first words of a transcript (or what it is waiting for), for rows and names. */
export function transcriptExcerpt(job: TTranscription, length = 140): string {
  const text = job.text?.replace(/\s+/g, ' ').trim() ?? '';
  if (job.status === 'failed') return job.error ?? 'The transcription failed.';
  if (job.status !== 'done') return 'Transcribing…';
  if (!text) return 'No speech was recognised.';
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
