import type { TAiCapability, TAiStatus, TImageOptions, TTranscriptionOptions } from '@inkwell/contract';
import type { TAiTarget } from '../../providers/ai/ai-provider.js';

/**
 * Which AI tools can answer now, for GET ai/status/: each tool's page shows its set-up panel
 * before anything is typed. The answer follows the rules the tools refuse by: a capability's
 * provider and model (AI Images: one whose choices it knows; Speech to Text: any engine that
 * understands a language, PocketSphinx included).
 */
export class AiToolStatus {
  constructor(
    private readonly settings: { target(capability: TAiCapability): TAiTarget | undefined },
    private readonly images: { options(): TImageOptions },
    private readonly transcriptions: { options(): Promise<TTranscriptionOptions> },
  ) {}

  async status(): Promise<TAiStatus> {
    const has = (capability: TAiCapability) => this.settings.target(capability) !== undefined;
    const { languages } = await this.transcriptions.options();
    return {
      chat: has('chat'),
      code: has('code'),
      template: has('template'),
      image: this.images.options().configured,
      tts: has('tts'),
      stt: languages.length > 0,
    };
  }
}
