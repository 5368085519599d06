import { Writable } from 'node:stream';

/** Pino's numeric levels, as the app writes them. */
export const LOG_LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/** The app's log lines, parsed as it writes them: hand `stream` to the app, read `lines`. */
export function captureLog<TLine extends { level: number; msg: string }>(): {
  lines: TLine[];
  stream: Writable;
} {
  const lines: TLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as TLine);
      done();
    },
  });
  return { lines, stream };
}
