import { describe, expect, it } from 'vitest';
import { buildSrt, formatClock, formatSrtTime, transcriptFileName } from './transcript-formats';

describe('transcript formats', () => {
  it('writes SRT times with hours, minutes, seconds and milliseconds', () => {
    expect(formatSrtTime(0)).toBe('00:00:00,000');
    expect(formatSrtTime(3.5)).toBe('00:00:03,500');
    expect(formatSrtTime(3723.0456)).toBe('01:02:03,046');
    expect(formatSrtTime(-1)).toBe('00:00:00,000');
  });

  it('builds numbered cues and leaves out empty segments', () => {
    expect(
      buildSrt([
        { start: 0, end: 1.25, text: ' Hello there. ' },
        { start: 1.25, end: 2, text: '  ' },
        { start: 2, end: 4.5, text: 'General Kenobi.' },
      ]),
    ).toBe(
      '1\n00:00:00,000 --> 00:00:01,250\nHello there.\n\n2\n00:00:02,000 --> 00:00:04,500\nGeneral Kenobi.\n',
    );
    expect(buildSrt([])).toBe('');
  });

  it('reads clocks and names downloads after the upload', () => {
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(transcriptFileName('meeting.notes.m4a', 'srt')).toBe('meeting.notes.srt');
    expect(transcriptFileName('recording', 'txt')).toBe('recording.txt');
  });
});
