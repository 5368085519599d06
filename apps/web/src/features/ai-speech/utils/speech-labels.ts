import type { TSavedSpeech, TVoice } from '@inkwell/contract';
import { languageLabel } from '@/components/voices/voice-languages';

/** A speed as the picker and the lists show it: 1 → "1×", 1.25 → "1.25×". */
export function speedLabel(speed: number): string {
  return `${Number(speed.toFixed(2))}×`;
}

/** Seconds of audio as a clock, as the player counts them: 4.8 → "0:04", 75 → "1:15" (a short clip "0:01"). */
export function formatDuration(seconds: number): string {
  const whole = seconds > 0 ? Math.max(1, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What names a speech in a list or a dialog: its text on one line, cut at a word. */
export function speechExcerpt(speech: Pick<TSavedSpeech, 'text'>, max = 80): string {
  const line = speech.text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** "SLT · English (United States)". */
export function voiceLine(voice: Pick<TVoice, 'name' | 'language'>): string {
  return `${voice.name} · ${languageLabel(voice.language)}`;
}
