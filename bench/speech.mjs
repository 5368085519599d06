// Offline speech: the real-time factor of each engine (seconds of work per second of audio),
// and the API's p99 latency while four syntheses and one transcription run, against idle.
// Usage: npm run build && node bench/speech.mjs [seconds=10]
// The engines run as the server runs them (apps/server/dist/providers/speech: a process per
// synthesis or transcription, at a lower priority); the API answers GET /api/v1/payments/plans/
// to 32 keep-alive connections from this process (bench/lib/http-bench.mjs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, startServer } from './lib/http-bench.mjs';
import { decodeToSpeechWav, wavDurationSeconds } from '../apps/server/dist/providers/speech/audio-codec.js';
import { EspeakEngine } from '../apps/server/dist/providers/speech/espeak-engine.js';
import { FliteEngine } from '../apps/server/dist/providers/speech/flite-engine.js';
import { PocketSphinxEngine } from '../apps/server/dist/providers/speech/pocketsphinx-engine.js';

const seconds = Number(process.argv[2] ?? 10);
const TEXT =
  'My name is John and I live in a small house near the river. Every morning I drink a cup of coffee and read the news. Then I go to work by train, and in the evening I walk home along the water.';
const dir = mkdtempSync(join(tmpdir(), 'inkwell-speech-bench-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const flite = new FliteEngine();
const espeak = await EspeakEngine.detect();
const sphinx = (await PocketSphinxEngine.isInstalled()) ? new PocketSphinxEngine() : undefined;

/** Median wall time per second of audio over `runs` syntheses. */
async function synthesisRtf(engine, voiceId, runs = 5) {
  const factors = [];
  let wav;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    wav = await engine.synthesize({ voiceId, text: TEXT, speed: 1 });
    factors.push((performance.now() - started) / 1000 / wavDurationSeconds(wav));
  }
  return { rtf: median(factors), audio: wavDurationSeconds(wav), wav };
}

const results = [];
const fliteRun = await synthesisRtf(flite, 'slt');
results.push(['Flite slt (a process per synthesis)', fliteRun]);
results.push(['eSpeak NG en-us (a process per synthesis)', await synthesisRtf(espeak, 'en-us')]);
writeFileSync(join(dir, 'spoken.wav'), fliteRun.wav);
const speechWav = join(dir, 'speech.wav');
const audioSeconds = await decodeToSpeechWav(join(dir, 'spoken.wav'), speechWav);
if (sphinx) {
  const factors = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await sphinx.transcribe(speechWav, 'en');
    factors.push((performance.now() - started) / 1000 / audioSeconds);
  }
  results.push([
    'PocketSphinx en-us (the same speech, 16 kHz)',
    { rtf: median(factors), audio: audioSeconds },
  ]);
}

console.log(`Node ${process.version}, ${seconds} s per API measurement\n`);
console.log('| engine | audio s | real-time factor |\n| --- | ---: | ---: |');
for (const [name, { rtf, audio }] of results)
  console.log(`| ${name} | ${audio.toFixed(1)} | ${rtf.toFixed(3)} |`);

const server = await startServer();
try {
  const target = { path: '/api/v1/payments/plans/' };
  await measure(server, target, 2);
  const idle = await measure(server, target, seconds);
  let busy = true;
  const loops = [
    ...Array.from({ length: 4 }, async () => {
      while (busy) await flite.synthesize({ voiceId: 'rms', text: TEXT, speed: 1 });
    }),
    (async () => {
      while (busy && sphinx) await sphinx.transcribe(speechWav, 'en');
    })(),
  ];
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loaded = await measure(server, target, seconds);
  busy = false;
  await Promise.all(loops);
  console.log(
    '\n| API (GET /api/v1/payments/plans/) | requests/s | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: |',
  );
  console.log(`| idle | ${idle.rps} | ${idle.p50} | ${idle.p99} |`);
  console.log(`| 4 syntheses + 1 transcription running | ${loaded.rps} | ${loaded.p50} | ${loaded.p99} |`);
  console.log(`\np99 under speech ÷ idle: **${(loaded.p99 / idle.p99).toFixed(2)}×** (goal ≤ 1.1×)`);
} finally {
  server.stop();
  rmSync(dir, { recursive: true, force: true });
}
