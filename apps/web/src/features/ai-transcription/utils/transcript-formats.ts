import type { TTranscriptSegment } from '@inkwell/contract';

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A time in the audio as SRT writes it: `HH:MM:SS,mmm`. */
export function formatSrtTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const secs = Math.floor((ms % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)},${pad(ms % 1000, 3)}`;
}

/** A time in the audio for reading: `m:ss`, or `h:mm:ss` past an hour. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
}

/** The segments as a SubRip (.srt) file: numbered cues, blank-line separated; empty ones left out. */
export function buildSrt(segments: readonly TTranscriptSegment[]): string {
  return segments
    .filter((segment) => segment.text.trim() !== '')
    .map(
      (segment, index) =>
        `${index + 1}\n${formatSrtTime(segment.start)} --> ${formatSrtTime(segment.end)}\n${segment.text.trim()}\n`,
    )
    .join('\n');
}

/** A download's name from the upload's: `meeting.m4a` → `meeting.srt`. */
export function transcriptFileName(fileName: string, extension: 'txt' | 'srt'): string {
  const base = fileName.replace(/\.[^./\\]+$/, '') || 'transcript';
  return `${base}.${extension}`;
}
