import { readFile } from 'node:fs/promises';
import type { TAiProvider, TAiTarget } from '../ai/ai-provider.js';
import { PROVIDER_TRANSCRIPTION_LANGUAGES } from '../ai/transcripts.js';
import { encodeAudio } from './audio-codec.js';
import { speechFailure } from './provider-speech-engine.js';
import type { TSpeechToTextEngine, TTranscript } from './speech-engine.js';
/**
 * The AI provider's speech to text (`audio.transcriptions`, AI_STT_MODEL) in Whisper's
 * languages, sent as MP3 (a 16 kHz WAV would pass its 25 MB limit after 13 minutes).
 */
export class ProviderTranscriber implements TSpeechToTextEngine {
  readonly engine = 'provider' as const;
  readonly languages: string[] = [...PROVIDER_TRANSCRIPTION_LANGUAGES];

  constructor(
    private readonly provider: TAiProvider,
    private readonly target: TAiTarget,
  ) {}

  async transcribe(wavPath: string, language: string, signal?: AbortSignal): Promise<TTranscript> {
    const audio = await encodeAudio(await readFile(wavPath), 'mp3', signal);
    return this.provider
      .transcribe(this.target, { audio, fileName: 'speech.mp3', language, signal })
      .catch((error: unknown) => {
        throw speechFailure(error, signal);
      });
  }
}
