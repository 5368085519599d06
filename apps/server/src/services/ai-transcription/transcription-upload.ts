import { open } from 'node:fs/promises';
import { readWavHeader } from '../../providers/speech/audio-codec.js';

/**
 * A WAV upload's length in seconds from its header and size, without decoding it: what the
 * upload's request can check before holding anything. Undefined for any other file (its length
 * is known once the job has decoded it), and for a WAV without samples after its header. A
 * header that lies is caught by the job's decode.
 */
export async function wavUploadSeconds(path: string): Promise<number | undefined> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const header = readWavHeader(head.subarray(0, bytesRead));
    const present = (await file.stat()).size - header.dataOffset;
    // A streamed WAV's header gives 0 or 0xFFFFFFFF for its size: the samples run to the end.
    const bytes = header.dataSize > 0 && header.dataSize <= present ? header.dataSize : present;
    return bytes > 0 ? bytes / header.byteRate : undefined;
  } catch {
    return undefined;
  } finally {
    await file.close();
  }
}

/** Seconds of audio as the plan's minutes per transcription count them (tenths, rounded up). */
export function minutesOf(seconds: number): number {
  return Math.ceil((seconds / 60) * 10) / 10;
}
