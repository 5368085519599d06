import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { SpeechEngineError } from './speech-engine.js';

export interface TRunOptions {
  /** Written to the process's stdin, which is then closed. */
  input?: Buffer | string;
  /** Killed (SIGKILL) past this. */
  timeoutMs: number;
  /** Killed when stdout grows past this: SpeechEngineError 'too-large'. */
  maxOutputBytes: number;
  signal?: AbortSignal | undefined;
}

export interface TRunResult {
  code: number | null;
  /** The signal that ended it (SIGSEGV when a WASI engine crashed), if one did. */
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  /** The last 64 KB of what it wrote to stderr. */
  stderr: string;
}

const MAX_STDERR_CHARS = 64 * 1024;
/** Unix niceness of every engine process (0 is the server's, 19 the lowest). */
const ENGINE_NICENESS = 10;

/**
 * Runs one program with an argument list (never a shell) and a minimal environment, collecting
 * its output. Resolves with any exit code, for the caller to read; rejects with
 * SpeechEngineError when it cannot start ('unavailable'), runs out of time ('timeout'), is
 * aborted ('aborted') or writes too much ('too-large'). The process is killed in those cases.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: TRunOptions,
): Promise<TRunResult> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(new SpeechEngineError('aborted', `${command} was aborted`));
  return new Promise((resolve, reject) => {
    // No secrets of the server's environment reach an engine: only where temporary files go.
    const env = process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {};
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
    // Engines work at a lower priority than the server, so the API stays responsive meanwhile.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, ENGINE_NICENESS);
      } catch {
        // Not allowed here (some containers): the engine runs at the server's priority.
      }
    }
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: SpeechEngineError | undefined;

    const stop = (error: SpeechEngineError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop(new SpeechEngineError('aborted', `${command} was aborted`));
    const timer = setTimeout(
      () => stop(new SpeechEngineError('timeout', `${command} ran past ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > options.maxOutputBytes)
        stop(new SpeechEngineError('too-large', `${command} wrote over ${options.maxOutputBytes} bytes`));
      else stdout.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-MAX_STDERR_CHARS);
    });
    // A process that exits before reading all its input closes the pipe: not a failure here.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');

    child.once('error', (error: NodeJS.ErrnoException) => {
      failure ??=
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new SpeechEngineError('unavailable', `${command} could not start: ${error.code}`, {
              cause: error,
            })
          : new SpeechEngineError('failed', `${command} failed: ${error.message}`, { cause: error });
    });
    child.once('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else resolve({ code, signal: exitSignal, stdout: Buffer.concat(stdout), stderr });
    });
  });
}

/** The `{"error": …}` line an engine script writes to stderr before exiting non-zero. */
export function scriptFailure(engine: string, result: TRunResult): SpeechEngineError {
  const line = result.stderr
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('{'));
  let reported: { kind?: unknown; error?: unknown } = {};
  try {
    reported = line ? (JSON.parse(line) as typeof reported) : {};
  } catch {
    // Not one of the script's lines: report the exit instead.
  }
  const ending = result.signal ? `signal ${result.signal}` : `code ${result.code}`;
  const message = typeof reported.error === 'string' ? reported.error : result.stderr.trim().slice(-500);
  const kind = reported.kind === 'unknown-voice' ? 'unknown-voice' : 'failed';
  return new SpeechEngineError(kind, `${engine} ended with ${ending}: ${message}`);
}
