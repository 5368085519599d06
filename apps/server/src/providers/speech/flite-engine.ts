import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineScript, synthesizeWithScript } from './run-engine-script.js';
import { SpeechEngineError } from './speech-engine.js';
import type { TSpeechVoice, TSynthesis, TTextToSpeechEngine } from './speech-engine.js';

/**
 * Flite's 16 kHz voices. `kal` (8 kHz, too muffled to transcribe back) and `awb_time` (a voice
 * that only tells the time) are left out.
 */
const FLITE_VOICES: readonly TSpeechVoice[] = [
  {
    engine: 'flite',
    voiceId: 'kal16',
    name: 'Kal',
    language: 'en-US',
    gender: 'male',
    description: 'US English male, diphone synthesis: clear and steady, plainly robotic.',
  },
  {
    engine: 'flite',
    voiceId: 'awb',
    name: 'AWB',
    language: 'en-GB',
    gender: 'male',
    description: 'Scottish English male, built from CMU ARCTIC recordings: a Scottish accent.',
  },
  {
    engine: 'flite',
    voiceId: 'rms',
    name: 'RMS',
    language: 'en-US',
    gender: 'male',
    description: 'US English male, built from CMU ARCTIC recordings: a lower, even voice.',
  },
  {
    engine: 'flite',
    voiceId: 'slt',
    name: 'SLT',
    language: 'en-US',
    gender: 'female',
    description: 'US English female, built from CMU ARCTIC recordings: the clearest offline English voice.',
  },
];

const SCRIPT = engineScript('flite-synthesize.mjs');

/**
 * Flite (BSD-4-Clause), a WASI build. Each synthesis runs in a fresh Node process
 * (engines/flite-synthesize.mjs, about 0.6 s): the build crashes a process that has run it a
 * dozen times, and a crash in a worker thread would take the server down with it.
 */
export class FliteEngine implements TTextToSpeechEngine {
  readonly engine = 'flite';

  voices(): TSpeechVoice[] {
    return FLITE_VOICES.map((voice) => ({ ...voice }));
  }

  async synthesize(request: TSynthesis, signal?: AbortSignal): Promise<Buffer> {
    if (!FLITE_VOICES.some((voice) => voice.voiceId === request.voiceId))
      throw new SpeechEngineError('unknown-voice', `Flite has no voice ${JSON.stringify(request.voiceId)}`);
    // The script's folder is made and removed here, so a killed synthesis leaves nothing behind.
    const workDir = await mkdtemp(join(tmpdir(), 'inkwell-flite-'));
    try {
      return await synthesizeWithScript('flite', SCRIPT, request, signal, { workDir });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}
