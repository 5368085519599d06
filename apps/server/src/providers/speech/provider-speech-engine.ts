import { ANY_LANGUAGE } from '@inkwell/contract';
import { providerFailure } from '../ai/ai-errors.js';
import type { TAiProvider, TAiTarget } from '../ai/ai-provider.js';
import { providerVoiceName, type TProviderVoice } from '../ai/speech-voices.js';
import { decodeProviderAudio } from './audio-codec.js';
import {
  SpeechEngineError,
  type TSpeechVoice,
  type TSynthesis,
  type TTextToSpeechEngine,
} from './speech-engine.js';

/** The provider's own failure, as the API answers it; a stop by the caller stays a stop. */
export function speechFailure(error: unknown, signal: AbortSignal | undefined): Error {
  if (signal?.aborted) return new SpeechEngineError('aborted', 'Stopped', { cause: error });
  return providerFailure(error);
}

/**
 * The AI provider's text to speech (`audio.speech`, AI_TTS_MODEL) as one more engine of the
 * voices library: its voices speak the language of their text; what it sends is decoded to the
 * WAV the offline engines give. A provider failure is its HttpError (ai-errors.ts).
 */
export class ProviderSpeechEngine implements TTextToSpeechEngine {
  readonly engine = 'provider' as const;

  constructor(
    private readonly provider: TAiProvider,
    private readonly target: TAiTarget,
    private readonly list: readonly TProviderVoice[],
  ) {}

  voices(): TSpeechVoice[] {
    return this.list.map((voice) => ({
      engine: 'provider',
      voiceId: voice.id,
      name: providerVoiceName(voice.id),
      language: ANY_LANGUAGE,
      gender: voice.gender,
      description: `${this.target.model} on the AI provider: speaks the language its text is written in.`,
    }));
  }

  async synthesize(request: TSynthesis, signal?: AbortSignal): Promise<Buffer> {
    const answer = await this.provider
      .synthesizeSpeech(this.target, {
        voice: request.voiceId,
        text: request.text,
        speed: request.speed,
        signal,
      })
      .catch((error: unknown) => {
        throw speechFailure(error, signal);
      });
    if (!answer) throw new SpeechEngineError('too-large', 'The provider sent more than 64 MB of audio');
    return decodeProviderAudio(answer, signal);
  }
}
