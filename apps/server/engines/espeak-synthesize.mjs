// eSpeak NG (GPL-3.0) in a process of its own: the server talks to it over stdin and stdout
// only, and starts one per synthesis (stateless; a crash or a kill ends one call only).
// stdin: {"voice": "de+f3", "text": "…", "speed": 1} → stdout: the WAV file (22.05 kHz mono),
//        {"accepts": ["de", "de+f3", …]} → stdout: the JSON list of those eSpeak NG takes.
// On failure: one JSON line {"kind", "error"} on stderr and a non-zero exit.
import ESpeak from '@echogarden/espeak-ng-emscripten';

/** eSpeak NG's own rate at 1×, in words per minute (it accepts 80–450). */
const DEFAULT_WPM = 175;
/** A voice id and an optional variant: `en-us`, `de+f3`, `sit/cmn`. */
const VOICE_PATTERN = /^[a-z0-9/-]{2,40}(\+[a-z0-9]{1,12})?$/i;

function fail(kind, error) {
  process.stderr.write(`${JSON.stringify({ kind, error })}\n`);
  process.exit(kind === 'unknown-voice' ? 2 : 1);
}

/** A 16-bit mono PCM WAV file around the samples. */
function toWav(chunks, sampleRate) {
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(bytes, 40);
  return Buffer.concat([header, ...chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength))]);
}

async function readRequest() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

try {
  const request = await readRequest();
  // Emscripten prints to stdout by default, which carries the WAV: send its words to stderr.
  const log = (text) => process.stderr.write(`${text}\n`);
  const module = await ESpeak({ print: log, printErr: log });
  const tts = new module.eSpeakNGWorker();
  if (Array.isArray(request.accepts)) {
    const accepted = request.accepts.filter(
      (voice) => typeof voice === 'string' && VOICE_PATTERN.test(voice) && tts.set_voice(voice) === 0,
    );
    process.stdout.write(JSON.stringify(accepted));
  } else {
    const { voice, text, speed } = request;
    if (typeof voice !== 'string' || !VOICE_PATTERN.test(voice) || tts.set_voice(voice) !== 0)
      fail('unknown-voice', `eSpeak NG has no voice ${JSON.stringify(voice)}`);
    if (typeof text !== 'string' || text.trim() === '') fail('failed', 'No text to speak');
    if (typeof speed !== 'number' || !(speed >= 0.5 && speed <= 2)) fail('failed', 'Speed must be 0.5–2');
    tts.set_rate(Math.round(DEFAULT_WPM * speed));
    const chunks = [];
    tts.synthesize(text, (samples) => {
      if (samples && samples.length > 0) chunks.push(samples);
    });
    process.stdout.write(toWav(chunks, tts.samplerate));
  }
} catch (error) {
  fail('failed', error instanceof Error ? error.message : String(error));
}
