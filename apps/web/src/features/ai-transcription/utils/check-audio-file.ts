import { TRANSCRIPTION_EXTENSIONS, TRANSCRIPTION_MAX_BYTES } from '@inkwell/contract';

const EXTENSIONS: readonly string[] = TRANSCRIPTION_EXTENSIONS;

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * Why a picked file cannot be sent (the server would refuse it), or null: another type than
 * the audio files the tool takes, or bigger than the upload limit.
 */
export function checkAudioFile(file: File, maxBytes = TRANSCRIPTION_MAX_BYTES): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const isAudioType = file.type.startsWith('audio/') || (file.type === 'video/webm' && extension === 'webm');
  if (!EXTENSIONS.includes(extension) && !isAudioType) {
    return `“${file.name}” is not an audio file this tool takes. Use ${EXTENSIONS.map((item) => item.toUpperCase()).join(', ')}.`;
  }
  if (file.size > maxBytes) {
    return `“${file.name}” is ${megabytes(file.size)}; files up to ${megabytes(maxBytes)} can be transcribed.`;
  }
  return null;
}
